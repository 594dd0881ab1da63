// Contract checks with ajv (Node only: ajv compiles with `new Function`, which the app's CSP forbids, so this never
// reaches the browser). The schemas are the repository's own (schemas/*.schema.json) plus the button list, which
// has no schema file: its contract is the ServerButton type of src/core/buttons/types.ts, written out here.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Texts } from '../shared/language';
import type { Report } from './types';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The button list the server sends (custom/butt/mdl/querybtn): ServerButton[]. */
export const BUTTON_LIST_SCHEMA = {
  $id: 'https://schemadesk.local/schemas/button-list.schema.json',
  type: 'array',
  items: {
    type: 'object',
    required: ['name', 'status', 'extString', 'orderNumber'],
    properties: {
      id: { type: 'string', minLength: 1 },
      name: { type: 'string', minLength: 1 },
      status: { type: 'string' },
      extString: { type: 'string', minLength: 1 },
      orderNumber: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }] },
    },
  },
} as const;

export type ContractName = 'form' | 'triggerMap' | 'page' | 'buttons';

let ajv: Ajv | undefined;
const compiled = new Map<ContractName, ValidateFunction>();

function schemaFile(name: Exclude<ContractName, 'buttons'>): string {
  return join(root, 'schemas', { form: 'form-schema', triggerMap: 'trigger-map', page: 'page' }[name] + '.schema.json');
}

function validatorOf(name: ContractName): ValidateFunction {
  let validate = compiled.get(name);
  if (!validate) {
    // strict off: the repository's schemas carry documentation keys ($comment-like descriptions) ajv's strict mode
    // would refuse in some places; union types are meant.
    ajv ??= new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
    const schema = name === 'buttons' ? BUTTON_LIST_SCHEMA : (JSON.parse(readFileSync(schemaFile(name), 'utf8')) as object);
    validate = ajv.compile(schema);
    compiled.set(name, validate);
  }
  return validate;
}

/** An ajv error in both languages. */
export function describeAjvError(error: ErrorObject): Texts {
  const p = error.params as Record<string, unknown>;
  const list = (value: unknown) => (Array.isArray(value) ? value.map((v) => JSON.stringify(v)).join(', ') : String(value));
  switch (error.keyword) {
    case 'required':
      return { zh: `缺少必填属性 ${String(p.missingProperty)}`, en: `missing required property ${String(p.missingProperty)}` };
    case 'type':
      return { zh: `类型应为 ${list(p.type)}`, en: `must be ${list(p.type)}` };
    case 'additionalProperties':
      return { zh: `不允许的属性 ${String(p.additionalProperty)}`, en: `property ${String(p.additionalProperty)} is not allowed` };
    case 'enum':
      return { zh: `只能是 ${list(p.allowedValues)} 之一`, en: `must be one of ${list(p.allowedValues)}` };
    case 'const':
      return { zh: `只能是 ${JSON.stringify(p.allowedValue)}`, en: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'pattern':
      return { zh: `不符合格式 ${String(p.pattern)}`, en: `must match ${String(p.pattern)}` };
    case 'minLength':
      return { zh: `至少 ${String(p.limit)} 个字符`, en: `must have at least ${String(p.limit)} characters` };
    case 'maxLength':
      return { zh: `至多 ${String(p.limit)} 个字符`, en: `must have at most ${String(p.limit)} characters` };
    case 'minItems':
      return { zh: `至少 ${String(p.limit)} 项`, en: `must have at least ${String(p.limit)} items` };
    case 'minimum':
      return { zh: `不能小于 ${String(p.limit)}`, en: `must be >= ${String(p.limit)}` };
    case 'oneOf':
    case 'anyOf':
      return { zh: '不符合任何一种允许的形式', en: `must match ${error.keyword === 'oneOf' ? 'exactly one' : 'one'} of the allowed shapes` };
    default:
      return { zh: `不符合约定（${error.keyword}）：${error.message ?? ''}`, en: error.message ?? `fails ${error.keyword}` };
  }
}

/**
 * Checks `value` against a contract. `base` is the JSON pointer of `value` in the file (a trigger map inside a
 * scenario file). Alternatives (anyOf/oneOf) report only their summary, not every branch's complaint.
 */
export function checkContract(name: ContractName, value: unknown, base = '', schemaLabel: string = name): Report[] {
  return reportErrors(validatorOf(name), value, base, 'contract', schemaLabel);
}

const bySchema = new WeakMap<object, ValidateFunction>();

/** Checks `value` against any JSON Schema (a block's propsSchema), reporting under `rule`. */
export function checkSchema(schema: object, value: unknown, base: string, rule: string, schemaLabel: string): Report[] {
  let validate = bySchema.get(schema);
  if (!validate) {
    ajv ??= new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
    validate = ajv.compile(schema);
    bySchema.set(schema, validate);
  }
  return reportErrors(validate, value, base, rule, schemaLabel);
}

function reportErrors(validate: ValidateFunction, value: unknown, base: string, rule: string, schemaLabel: string): Report[] {
  if (validate(value)) return [];
  const errors = validate.errors ?? [];
  const alternatives = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.schemaPath.replace(/\/(anyOf|oneOf)$/, ''));
  const seen = new Set<string>();
  const reports: Report[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    // A branch's own complaint under an anyOf/oneOf that also failed: the summary says it.
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf' && alternatives.some((prefix) => error.schemaPath.startsWith(`${prefix}/`) && error.schemaPath !== prefix)) continue;
    const path = base + error.instancePath;
    const detail = describeAjvError(error);
    const id = `${path}\u0000${detail.en}`;
    if (seen.has(id)) continue;
    seen.add(id);
    reports.push({
      rule,
      path,
      message: { zh: `不符合 ${schemaLabel} 约定：${path || '/'} ${detail.zh}`, en: `breaks the ${schemaLabel} contract: ${path || '/'} ${detail.en}` },
    });
  }
  return reports;
}
