import type { NormalizedField } from '../types';
import { flattenFields } from './fields';
import { coerceByValueKind, fieldTypeOf, valueKindResolver, type FieldTypeLookup, type ValueKindResolver } from '../value-kind';

/** Name of the URL query parameter that prefills form fields (service-desk §2). */
export const MODEL_ANALYSIS_PARAM = 'modelAnalysis';

/** Why a `modelAnalysis` parameter was rejected. */
export interface ModelAnalysisError {
  reason: 'badEncoding' | 'badJson' | 'notAnObject';
  /** The raw parameter text. */
  raw: string;
  cause?: unknown;
}

/** Options of `parseModelAnalysis`. */
export interface ParseModelAnalysisOptions {
  /** Called when the parameter exists but cannot be read. @default console.warn */
  onError?: (error: ModelAnalysisError) => void;
}

/** The query strings of an address: the search part and one inside a hash route (`#/path?x=1`). */
function queryStrings(input: string): string[] {
  return input
    .split('#')
    .map((segment) => {
      const at = segment.indexOf('?');
      return at >= 0 ? segment.slice(at + 1) : segment.includes('=') ? segment : '';
    })
    .filter(Boolean);
}

/**
 * Reads the `modelAnalysis` parameter: a URI-encoded JSON object of
 * fieldCode → value. Accepts `location.search`, a bare query string or a
 * whole address (also a hash-router address). A missing parameter gives {}
 * silently; an unreadable one gives {} and reports the error. A value that
 * is still percent-encoded after the query decoding (double encoding) is
 * decoded once more. Parsed with JSON.parse only: nothing is evaluated.
 */
export function parseModelAnalysis(search: string | null | undefined, options: ParseModelAnalysisOptions = {}): Record<string, unknown> {
  const report = options.onError ?? ((error: ModelAnalysisError) => console.warn('[modelAnalysis] ignored', error.reason, error.cause ?? ''));
  if (typeof search !== 'string' || !search) return {};
  let raw: string | null = null;
  for (const query of queryStrings(search)) {
    let params: URLSearchParams;
    try {
      params = new URLSearchParams(query);
    } catch {
      continue;
    }
    raw = params.get(MODEL_ANALYSIS_PARAM);
    if (raw !== null) break;
  }
  if (raw === null || raw.trim() === '') return {};
  let text = raw.trim();
  if (/^%7B/i.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch (cause) {
      report({ reason: 'badEncoding', raw, cause });
      return {};
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    report({ reason: 'badJson', raw, cause });
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    report({ reason: 'notAnObject', raw });
    return {};
  }
  // Spreading defines own data properties, so a `__proto__` key stays plain data.
  return { ...(parsed as Record<string, unknown>) };
}

/**
 * Turns parsed `modelAnalysis` values into form values keyed by field path:
 * codes that are not fields of the form are ignored, values are shaped by
 * the field's value kind (see `coerceByValueKind`), and values that cannot
 * be assigned (containers, display-only fields, non-numeric NUMBER input)
 * are dropped.
 */
export function prefillFromModelAnalysis(
  fields: readonly NormalizedField[],
  values: Readonly<Record<string, unknown>>,
  valueKindOf?: ValueKindResolver,
  fieldTypes?: FieldTypeLookup,
): Record<string, unknown> {
  const kindOf = valueKindOf ?? valueKindResolver(fieldTypes);
  const out: Record<string, unknown> = {};
  const byCode = new Map<string, NormalizedField>();
  for (const field of flattenFields(fields)) {
    byCode.set(field.code, field);
    byCode.set(field.path, field);
  }
  for (const [code, value] of Object.entries(values)) {
    const field = byCode.get(code);
    if (!field) continue;
    const coerced = coerceByValueKind(value, kindOf(field), fieldTypeOf(field.pluginType ?? field.type, fieldTypes));
    if (coerced !== undefined) out[field.path] = coerced;
  }
  return out;
}
