// The names one server field type gives its scaffolded plugin: RATING_DEMO -> ratingDemo, RatingDemo, rating-demo.

/** The valued kinds the scaffold writes a component for (see `valueKind` on `defineFieldType`). */
export const SCAFFOLD_VALUE_KINDS = ['single', 'multi'] as const;
/** A value kind the scaffold writes. */
export type ScaffoldValueKind = (typeof SCAFFOLD_VALUE_KINDS)[number];

/** A server type as `x-component` spells it: upper case, digits and underscores, 2 to 40 characters. */
export const TYPE_PATTERN = /^[A-Z][A-Z0-9_]{1,39}$/;

/** Why `type` cannot name a new field type (a message key of messages.ts), or undefined when it can. */
export function typeNameProblem(type: string): 'typePattern' | 'typeUnderscores' | undefined {
  if (!TYPE_PATTERN.test(type)) return 'typePattern';
  // RATING__DEMO or RATING_DEMO_ would give the same identifiers as RATING_DEMO.
  if (type.endsWith('_') || type.includes('__')) return 'typeUnderscores';
  return undefined;
}

/** Every name the scaffold derives from one type. */
export interface FieldNames {
  /** The server type, e.g. `RATING_DEMO`. */
  type: string;
  /** `ratingDemo`: identifiers. */
  camel: string;
  /** The field code in the fixtures: `camel`, cut to the 20 characters a field code may have (spec §5). */
  code: string;
  /** `RatingDemo`: component names. */
  pascal: string;
  /** `rating-demo`: file names and the CSS class. */
  kebab: string;
  /** `ratingDemoField`: the definition's export and the texts' i18n domain. */
  field: string;
  /** `sd-rating-demo-field`: the CSS class of the edit component. */
  cssClass: string;
  /** The type's name shown to users. */
  nameZh: string;
  nameEn: string;
  valueKind: ScaffoldValueKind;
}

const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** The names of a valid type (see {@link typeNameProblem}). */
export function fieldNames(type: string, options: { nameZh?: string; nameEn?: string; valueKind?: ScaffoldValueKind } = {}): FieldNames {
  const words = type.toLowerCase().split('_').filter(Boolean);
  const camel = words[0]! + words.slice(1).map(capitalize).join('');
  const kebab = words.join('-');
  const nameEn = options.nameEn ?? capitalize(words.join(' '));
  return {
    type,
    camel,
    code: camel.slice(0, 20),
    pascal: capitalize(camel),
    kebab,
    field: `${camel}Field`,
    cssClass: `sd-${kebab}-field`,
    nameZh: options.nameZh ?? nameEn,
    nameEn,
    valueKind: options.valueKind ?? 'single',
  };
}

/** A TypeScript string literal in single quotes. */
export function tsString(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}
