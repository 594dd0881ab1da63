/**
 * Generates the browser-safe validator of schemas/trigger-map.schema.json
 * with ajv's standalone mode (ajv itself compiles with `new Function`, so it
 * runs only here, in Node). `schema.test.ts` fails when the committed module
 * is out of date; `UPDATE_GENERATED=1 npx vitest run tests/unit/core/form/linkage`
 * rewrites it.
 */
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const schemaPath = fileURLToPath(new URL('../../../../../schemas/trigger-map.schema.json', import.meta.url));
export const generatedPath = fileURLToPath(new URL('../../../../../src/core/form/linkage/generated/validate-trigger-map.ts', import.meta.url));

export function loadSchema(): Record<string, unknown> {
  return JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
}

/** Descriptions are documentation; the shipped validator does not need them. */
function stripDocs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripDocs);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'description' || k === 'title') continue;
    out[k] = k === 'properties' || k === 'definitions' ? Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([pk, pv]) => [pk, stripDocs(pv)])) : stripDocs(v);
  }
  return out;
}

export function generateValidatorSource(): string {
  const ajv = new Ajv({ code: { source: true, esm: true }, strict: true, messages: false });
  const validate = ajv.compile(stripDocs(loadSchema()) as Record<string, unknown>);
  const code = standaloneCode(ajv, validate);
  return [
    '/* eslint-disable */',
    '// @ts-nocheck',
    '// GENERATED from schemas/trigger-map.schema.json by tests/unit/core/form/linkage/generate-validator.ts (ajv standalone).',
    '// Do not edit: run `UPDATE_GENERATED=1 npx vitest run tests/unit/core/form/linkage` after changing the schema.',
    code,
    '',
  ].join('\n');
}
