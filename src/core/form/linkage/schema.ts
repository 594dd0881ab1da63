/**
 * Validation of server `triggerMap`s against schemas/trigger-map.schema.json
 * with the ajv standalone module generated from it (no Function constructor at run time).
 */
import generatedValidate from './generated/validate-trigger-map';
import type { TriggerMap } from './types';

/** One schema violation. */
export interface SchemaIssue {
  /** JSON pointer of the offending value (`/showFieldList/0/rowNum`). */
  instancePath: string;
  /** Failing keyword (`type`, `pattern` ...). */
  keyword: string;
}

type GeneratedValidator = ((data: unknown) => boolean) & { errors?: SchemaIssue[] | null };
const validate = generatedValidate as unknown as GeneratedValidator;

/** Checks a server `triggerMap`; `null`/absent data (no linkage) is valid. */
export function validateTriggerMap(data: unknown): { valid: true; value: TriggerMap | null } | { valid: false; errors: SchemaIssue[] } {
  if (data === null || data === undefined) return { valid: true, value: null };
  if (validate(data)) return { valid: true, value: data as TriggerMap };
  return { valid: false, errors: (validate.errors ?? []).map((e) => ({ instancePath: e.instancePath, keyword: e.keyword })) };
}
