import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRegistry, defineFieldType, type FieldTypeDefinition, type Registry } from '@core/registry';
import { createI18n } from '@core/i18n';
import { createMemoryStorage } from '@core/storage';
import type { ServerFieldSchema, ServerFormSchema } from '@core/form/types';
import { BUILTIN_FIELD_FACTS } from '../../../../support/field-types';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** Reads a shared fixture form (`fixtures/forms/<name>.form.json`). */
export function loadForm(name: string): ServerFormSchema {
  return JSON.parse(readFileSync(resolve(root, 'fixtures/forms', `${name}.form.json`), 'utf8')) as ServerFormSchema;
}

/** A registry with the common field types (components are plain strings: the core never looks inside). */
export function testRegistry(extra: FieldTypeDefinition<string>[] = []): Registry<string> {
  const registry = createRegistry<string>();
  // The facts the built-in plugins declare (a test fixture, not the core's knowledge).
  for (const def of BUILTIN_FIELD_FACTS) registry.fields.register(defineFieldType({ ...def, component: `${def.type}-component` }));
  for (const def of extra) registry.fields.register({ ...def, override: true });
  return registry;
}

/** The real i18n texts (zh unless told). */
export function testT(language: 'zh' | 'en' = 'en'): (key: string, options?: Record<string, unknown>) => string {
  const i18n = createI18n({ storage: createMemoryStorage({ language }) });
  return (key, options) => i18n.t(key, options);
}

/** A schema from a list of [code, field] pairs, in that arrival order. */
export function formOf(entries: [string, ServerFieldSchema][]): ServerFormSchema {
  return { type: 'object', properties: Object.fromEntries(entries) };
}

/** A form with `count` INPUT fields `f0..f{count-1}`. */
export function bigForm(count: number): ServerFormSchema {
  return formOf(Array.from({ length: count }, (_, i) => [`f${i}`, { title: `Field ${i}`, 'x-component': 'INPUT', 'x-index': i }] as [string, ServerFieldSchema]));
}
