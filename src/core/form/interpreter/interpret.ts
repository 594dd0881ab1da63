import type { FieldTypeDefinition, ValueKind } from '../../registry';
import type { NormalizedField, ServerFieldSchema, ServerFormSchema } from '../types';
import { FormSchemaError, formatPath, ROOT_PATH, type FormSchemaIssue } from './errors';
import { orderByIndex, parseIndex } from './order';
import { passThroughProps, translateCommonProps } from './props';
import { normalizeRules, rulesRequire } from './rules';
import { normalizePlaceholderValue, normalizeTitle } from './titles';
import { checkServerFormSchema } from './validate';
import { isRecord } from '../../records';
import { describeValue } from '../data/server-value';
import type { FieldTypeLookup } from '../value-kind';

/** Reserved Formily component name of fields whose server type has no registered plugin. */
export const UNKNOWN_COMPONENT = '__unknown__';
/** Decorator name of every value field in the generated Formily schema. */
export const FORM_ITEM_DECORATOR = 'FormItem';

/** What the interpreter needs from the registry (a `Registry`'s `fields` fits); one type with the value-kind module's. */
export type { FieldTypeLookup };

/** Translation function (`I18n.t` fits). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface InterpretOptions {
  /** Field types by server type. */
  registry: { fields: FieldTypeLookup };
  /** For the unknown-component message and default titles. */
  t: Translate;
}

/**
 * How a field lives in the Formily form: `void` has no value (containers and
 * display-only types), `array` is a multi-value field, `value` everything else.
 */
export type FieldKind = 'void' | 'array' | 'value';

/** One field with its place in the Formily form. */
export interface FieldEntry {
  field: NormalizedField;
  /** Formily address (`group1.fieldA`); differs from `field.path` inside containers, whose values are not nested. */
  address: string;
  /** Address of the enclosing container, if any. */
  parentAddress?: string;
  kind: FieldKind;
  /** From the plugin; undefined when the type is unknown. */
  valueKind?: ValueKind;
  container: boolean;
  /** Position in the interpreted order among its siblings (the Formily `x-index`). */
  position: number;
}

/** The interpreter's output. */
export interface InterpretedForm {
  /** Top-level fields in display order; containers carry their ordered children. */
  fields: NormalizedField[];
  /** Every field, depth first (a container before its children). */
  entries: FieldEntry[];
  /** Fields by data path (first one wins if a code repeats; see `warnings`). */
  byPath: ReadonlyMap<string, NormalizedField>;
  /** Things that did not stop interpretation (unknown types, odd widths, failing mapProps, repeated codes). */
  warnings: FormSchemaIssue[];
}

export type InterpretResult = { ok: true; form: InterpretedForm } | { ok: false; error: FormSchemaError };

function toId(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function kindOf(container: boolean, valueKind: ValueKind | undefined): FieldKind {
  if (container || valueKind === 'none' || valueKind === 'container') return 'void';
  if (valueKind === 'multi') return 'array';
  return 'value';
}

interface Context {
  options: InterpretOptions;
  /** Texts looked up once per interpretation (i18next lookups add up on large forms). */
  texts: { untitled: string; noSuchComponent: string };
  entries: FieldEntry[];
  byPath: Map<string, NormalizedField>;
  warnings: FormSchemaIssue[];
}

function lookup(registry: InterpretOptions['registry'], type: string, raw: string): FieldTypeDefinition<unknown> | undefined {
  if (!type) return undefined;
  return registry.fields.get(type) ?? (raw !== type ? registry.fields.get(raw) : undefined);
}

function interpretLevel(
  properties: Record<string, ServerFieldSchema>,
  segments: string[],
  parentAddress: string | undefined,
  ctx: Context,
): NormalizedField[] {
  const ordered = orderByIndex(Object.entries(properties), ([, source]) => parseIndex(source['x-index']));
  const fields: NormalizedField[] = [];

  ordered.forEach(([code, source], position) => {
    const here = [...segments, code];
    const rawType = typeof source['x-component'] === 'string' ? source['x-component'].trim() : '';
    const type = rawType.toUpperCase();
    const def = lookup(ctx.options.registry, type, rawType);
    const nested = isRecord(source.properties) ? (source.properties as Record<string, ServerFieldSchema>) : undefined;
    // A container is what its plugin says (`valueKind: 'container'`, as ADD_GROUP's); an unserved type with children is one too.
    const container = def?.valueKind === 'container' || (!def && nested !== undefined);
    if (nested && !container) {
      ctx.warnings.push({ path: formatPath([...here, 'properties']), message: `${type} is not a container; its nested properties are ignored` });
    }
    const kind = kindOf(container, def?.valueKind);
    const xProps: Record<string, unknown> = isRecord(source['x-props']) ? { ...source['x-props'] } : {};
    const common = translateCommonProps(xProps);
    if (!common.widthRecognised) {
      ctx.warnings.push({ path: formatPath([...here, 'x-props', 'fieldWidth']), message: `unknown width ${describeValue(xProps.fieldWidth)}, using full` });
    }

    let pluginProps: Record<string, unknown>;
    if (def?.mapProps) {
      try {
        const mapped = def.mapProps(xProps);
        pluginProps = isRecord(mapped) ? mapped : {};
      } catch (error) {
        pluginProps = {};
        ctx.warnings.push({ path: formatPath([...here, 'x-props']), message: `mapProps of ${type} failed: ${error instanceof Error ? error.message : String(error)}` });
      }
    } else {
      pluginProps = passThroughProps(xProps);
    }
    const props: Record<string, unknown> = { ...common.props, ...pluginProps };
    if (!def) {
      props.serverType = type;
      props.message = ctx.texts.noSuchComponent;
      ctx.warnings.push({ path: formatPath([...here, 'x-component']), message: `no plugin registered for ${JSON.stringify(rawType)}` });
    }

    const rules = normalizeRules(source['x-rules']);
    const required = !container && (rulesRequire(rules) || common.required || source.required === true);
    const rawDefault = common.hasDefault ? common.defaultValue : source.default;
    const address = parentAddress ? `${parentAddress}.${code}` : code;
    const title = normalizeTitle(source.title, ctx.texts.untitled);
    const index = parseIndex(source['x-index']);

    const field: NormalizedField = {
      code,
      path: code,
      type,
      pluginType: def?.type,
      title,
      width: common.width,
      index,
      props,
      xProps,
      rules,
      required,
      defaultValue: normalizePlaceholderValue(rawDefault),
      firstId: toId(source.firstId),
      source,
    };

    if (ctx.byPath.has(field.path)) {
      ctx.warnings.push({ path: formatPath(here), message: `field code ${JSON.stringify(code)} appears more than once; both are kept` });
    } else {
      ctx.byPath.set(field.path, field);
    }
    ctx.entries.push({ field, address, parentAddress, kind, valueKind: def?.valueKind, container, position });

    if (container) field.children = interpretLevel(nested ?? {}, [...here, 'properties'], address, ctx);
    fields.push(field);
  });
  return fields;
}

/**
 * Interprets the server's `formDataInfo`: validates it with the generated
 * validator of schemas/form-schema.schema.json, then builds the ordered
 * NormalizedField tree and its entries (what the form controller builds Formily fields from). Never throws: a malformed
 * schema gives `{ ok: false, error }` naming the JSON path.
 */
export function interpretFormSchema(input: unknown, options: InterpretOptions): InterpretResult {
  try {
    const issues = checkServerFormSchema(input, options.registry.fields);
    if (issues.length > 0) return { ok: false, error: new FormSchemaError(issues) };
    const ctx: Context = {
      options,
      texts: { untitled: options.t('form.untitled'), noSuchComponent: options.t('form.noSuchComponent') },
      entries: [],
      byPath: new Map(),
      warnings: [],
    };
    const server = input as ServerFormSchema;
    const fields = interpretLevel(server.properties, ['properties'], undefined, ctx);
    return { ok: true, form: { fields, entries: ctx.entries, byPath: ctx.byPath, warnings: ctx.warnings } };
  } catch (error) {
    // A plugin or a hostile input must not blank the page: report, don't throw.
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: new FormSchemaError([{ path: ROOT_PATH, message: `could not be interpreted: ${message}` }]) };
  }
}

/** Every field of a tree, depth first. */
export function flattenFieldTree(fields: readonly NormalizedField[]): NormalizedField[] {
  const out: NormalizedField[] = [];
  const walk = (list: readonly NormalizedField[]) => {
    for (const field of list) {
      out.push(field);
      if (field.children) walk(field.children);
    }
  };
  walk(fields);
  return out;
}

/** A user-facing text for a schema error (`form.schemaInvalid`). */
export function describeFormSchemaError(error: FormSchemaError, t: Translate): string {
  return t('form.schemaInvalid', { detail: error.message });
}
