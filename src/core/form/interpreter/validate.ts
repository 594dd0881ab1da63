import { validateFormSchema as generatedValidateFormSchema } from '../../generated/form-schema.validator';
import { fieldKeyProblem } from '../keys/field-key';
import { formatPath, pointerToSegments, ROOT_PATH, type FormSchemaIssue } from './errors';
import { isTableType, type FieldTypeLookup } from '../value-kind';

/** The part of an ajv error object we read. */
interface AjvErrorLike {
  instancePath: string;
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
}

type GeneratedValidator = ((data: unknown) => boolean) & { errors?: AjvErrorLike[] | null };

// The generated module is plain ajv output (type-checked off); this is its contract.
const validateGenerated = generatedValidateFormSchema as unknown as GeneratedValidator;

/** Deepest nesting of ADD_GROUP containers we accept; deeper input is refused, not recursed into. */
export const MAX_NESTING_DEPTH = 16;

function readableMessage(error: AjvErrorLike): string {
  const message = error.message ?? `failed ${error.keyword}`;
  if (error.keyword === 'type') {
    const types = String(message.replace(/^must be /, '')).split(',');
    if (types.length > 1) return `must be ${types.slice(0, -1).join(', ')} or ${types[types.length - 1]}`;
  }
  return message;
}

function depthIssues(input: unknown): FormSchemaIssue[] {
  const issues: FormSchemaIssue[] = [];
  const walk = (properties: unknown, segments: (string | number)[], depth: number): void => {
    if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return;
    if (depth > MAX_NESTING_DEPTH) {
      issues.push({ path: formatPath(segments), message: `nesting deeper than ${MAX_NESTING_DEPTH} levels` });
      return;
    }
    for (const [code, field] of Object.entries(properties as Record<string, unknown>)) {
      if (field && typeof field === 'object' && !Array.isArray(field)) {
        walk((field as Record<string, unknown>).properties, [...segments, code, 'properties'], depth + 1);
      }
    }
  };
  if (input && typeof input === 'object') walk((input as Record<string, unknown>).properties, ['properties'], 0);
  return issues;
}

/** Where a table column names its code, in the order the rule compiler reads them (`normalizeTableColumn`). */
const COLUMN_CODE_KEYS = ['key', 'code', 'fieldCode', 'dataIndex', 'name'] as const;

/**
 * Column codes of a TABLE_FORM field (`x-props.columns`): a cell is addressed `table[row].column`, so a
 * column code follows the field-key rule too. A column without a code (or a blank one) is ignored, as before.
 */
function columnKeyIssues(field: Record<string, unknown>, segments: (string | number)[], fieldTypes: FieldTypeLookup | undefined): FormSchemaIssue[] {
  const type = typeof field['x-component'] === 'string' ? field['x-component'] : '';
  if (!isTableType(type, fieldTypes)) return [];
  const xProps = field['x-props'];
  const inProps = xProps && typeof xProps === 'object' ? (xProps as Record<string, unknown>).columns : undefined;
  const columns = inProps ?? field.columns;
  if (!Array.isArray(columns)) return [];
  const where = inProps !== undefined ? [...segments, 'x-props', 'columns'] : [...segments, 'columns'];
  const issues: FormSchemaIssue[] = [];
  columns.forEach((column: unknown, i) => {
    if (!column || typeof column !== 'object') return;
    const record = column as Record<string, unknown>;
    const prop = COLUMN_CODE_KEYS.find((name) => typeof record[name] === 'string' && (record[name] as string).trim() !== '');
    const problem = prop ? fieldKeyProblem(record[prop] as string) : undefined;
    if (prop && problem) issues.push({ path: formatPath([...where, i, prop]), message: problem.replace(/^field key/, 'column key') });
  });
  return issues;
}

/** Every field key (nested ones too) that breaks the rule of `fieldKeyProblem` (a valid schema shape is assumed). */
function keyIssues(input: unknown, fieldTypes: FieldTypeLookup | undefined): FormSchemaIssue[] {
  const issues: FormSchemaIssue[] = [];
  const walk = (properties: unknown, segments: (string | number)[]): void => {
    if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return;
    for (const [code, field] of Object.entries(properties as Record<string, unknown>)) {
      const problem = fieldKeyProblem(code);
      if (problem) issues.push({ path: formatPath([...segments, code]), message: problem });
      if (field && typeof field === 'object' && !Array.isArray(field)) {
        issues.push(...columnKeyIssues(field as Record<string, unknown>, [...segments, code], fieldTypes));
        walk((field as Record<string, unknown>).properties, [...segments, code, 'properties']);
      }
    }
  };
  if (input && typeof input === 'object') walk((input as Record<string, unknown>).properties, ['properties']);
  return issues;
}

/**
 * Checks a server form schema against schemas/form-schema.schema.json with the
 * generated standalone validator (no ajv compilation at run time), then its
 * field keys (see `FIELD_KEY_RULE`; the column keys of table fields, which
 * `fieldTypes` names: a plugin's `table`). Returns the issues; empty means valid.
 */
export function checkServerFormSchema(input: unknown, fieldTypes?: FieldTypeLookup): FormSchemaIssue[] {
  // Depth first: a self-referencing or absurdly deep object must not reach the recursive validator.
  const tooDeep = depthIssues(input);
  if (tooDeep.length > 0) return tooDeep;
  if (validateGenerated(input)) return keyIssues(input, fieldTypes);
  const seen = new Set<string>();
  const issues: FormSchemaIssue[] = [];
  for (const error of validateGenerated.errors ?? []) {
    const path = formatPath(pointerToSegments(error.instancePath)) || ROOT_PATH;
    const issue = { path, message: readableMessage(error) };
    const id = `${issue.path}\u0000${issue.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    issues.push(issue);
  }
  return issues;
}
