import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRegistry, defineFieldType, type FieldTypeDefinition, type Registry, type ValueKind } from '@core/registry';
import { createI18n } from '@core/i18n';
import { createMemoryStorage } from '@core/storage';
import type { ServerFieldSchema, ServerFormSchema } from '@core/form/types';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** Reads a shared fixture form (`fixtures/forms/<name>.form.json`). */
export function loadForm(name: string): ServerFormSchema {
  return JSON.parse(readFileSync(resolve(root, 'fixtures/forms', `${name}.form.json`), 'utf8')) as ServerFormSchema;
}

const kinds: Record<string, ValueKind> = {
  INPUT: 'single',
  TEXTAREA: 'single',
  RICH_TEXT: 'richText',
  RADIO: 'single',
  CHECKBOX: 'multi',
  SELECT: 'single',
  SELECT_MANY: 'multi',
  MULTI_SELECT: 'multi',
  NUMBER: 'single',
  DATE: 'single',
  TIME: 'single',
  MEMBER: 'multi',
  GROUP: 'multi',
  UPLOAD: 'multi',
  EVALUATE_STAR: 'single',
  TABLE_FORM: 'multi',
  TEXT: 'none',
  POSITION: 'single',
  AUTO_NUMBER: 'single',
  ADD_GROUP: 'container',
};

const facts: Record<string, Partial<FieldTypeDefinition<string>>> = {
  TABLE_FORM: { table: true },
  NUMBER: { numeric: true },
  UPLOAD: { files: true },
  MEMBER: { members: 'users' },
  GROUP: { members: 'groups' },
};

/** A registry with the common field types (components are plain strings: the core never looks inside). */
export function testRegistry(extra: FieldTypeDefinition<string>[] = []): Registry<string> {
  const registry = createRegistry<string>();
  for (const [type, valueKind] of Object.entries(kinds)) {
    // The facts the built-in plugins declare besides the value kind (a test fixture, not the core's knowledge).
    registry.fields.register(defineFieldType({ type, valueKind, component: `${type}-component`, ...facts[type] }));
  }
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
