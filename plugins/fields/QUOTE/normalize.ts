import { str } from '../shared/props';
import { isRecord } from '@core/records';

/** Rule kinds of QUOTE: none (the value is quoted, not entered). */
export const QUOTE_RULE_KINDS = [] as const;

const LABEL_KEYS = ['label', 'name', 'userName', 'groupName', 'title', 'text', 'positionName', 'value'] as const;

/**
 * The label of a quoted value: text and numbers as they are, the first
 * label-like key of an object (label, name, userName, groupName, title,
 * text, positionName, value), lists joined with `separator`.
 */
export function quoteLabel(value: unknown, separator = '、'): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return '';
  if (Array.isArray(value)) return value.map((item) => quoteLabel(item, separator)).filter(Boolean).join(separator);
  if (isRecord(value)) {
    for (const key of LABEL_KEYS) {
      const label = quoteLabel(value[key], separator);
      if (label) return label;
    }
  }
  return '';
}

/** Props QUOTE takes from its x-props. */
export interface QuoteMappedProps {
  /** Name of where the value is quoted from (record / form and field), shown as a caption. */
  sourceLabel?: string;
}

/**
 * The quote source: `quoteSource` as a text or an object with a label-like
 * key (label, name, title, or formName + fieldName), else `quoteFieldName` /
 * `quoteFormName`.
 */
export function mapQuoteProps(xProps: Readonly<Record<string, unknown>>): QuoteMappedProps {
  const source = xProps.quoteSource;
  let label: string | undefined;
  if (isRecord(source)) {
    const parts = [str(source.formName), str(source.fieldName)].filter((part): part is string => part !== undefined);
    label = str(source.label) ?? str(source.name) ?? str(source.title) ?? (parts.length ? parts.join(' / ') : undefined);
  } else {
    label = str(source);
  }
  if (!label) {
    const parts = [str(xProps.quoteFormName), str(xProps.quoteFieldName)].filter((part): part is string => part !== undefined);
    if (parts.length) label = parts.join(' / ');
  }
  return label ? { sourceLabel: label } : {};
}
