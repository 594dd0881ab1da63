/**
 * The real server answers the fuzz properties start from: forms (fixtures/forms, fixtures/workflows,
 * fixtures/fields: variants become one form per type), trigger maps and dynamic rules, button lists
 * and order details. Read with paths from the repository root (vitest runs there; jsdom rewrites
 * `new URL(..., import.meta.url)`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAllTypesFormSchema, createAllTypesValues } from '../../../../fixtures/forms/all-types';
import type { Json } from './mutate';

const root = process.cwd();
const read = (path: string): Json => JSON.parse(readFileSync(join(root, path), 'utf8')) as Json;
const list = (dir: string, suffix: string) =>
  readdirSync(join(root, dir))
    .filter((name) => name.endsWith(suffix))
    .sort();

export interface FormFixture {
  name: string;
  schema: Json;
  values: Json;
}

function variantsForm(file: string): FormFixture {
  const doc = read(`fixtures/fields/${file}`) as { type: string; variants: Array<{ name?: string; title?: unknown; xProps?: Json; value?: Json }> };
  const properties: Record<string, Json> = {};
  const values: Record<string, Json> = {};
  doc.variants.forEach((variant, i) => {
    const code = `${doc.type.toLowerCase()}${i}`;
    const title = typeof variant.title === 'string' ? variant.title : ((variant.title as { zh?: string } | undefined)?.zh ?? code);
    properties[code] = { key: code, title, 'x-component': doc.type, 'x-index': i, 'x-props': variant.xProps ?? {} };
    if (variant.value !== undefined) values[code] = variant.value;
  });
  return { name: file, schema: { type: 'object', properties }, values };
}

function loadForms(): FormFixture[] {
  const forms: FormFixture[] = [];
  for (const file of list('fixtures/forms', '.form.json')) forms.push({ name: file, schema: read(`fixtures/forms/${file}`), values: {} });
  const allTypes = forms.find((f) => f.name === 'all-types.form.json');
  if (allTypes) allTypes.values = createAllTypesValues() as Json;
  else forms.push({ name: 'all-types', schema: createAllTypesFormSchema() as unknown as Json, values: createAllTypesValues() as Json });
  for (const file of list('fixtures/workflows', '.form.json')) {
    const detail = read(`fixtures/workflows/${file.replace('.form.json', '.order-detail.json')}`) as { formData?: Json };
    forms.push({ name: file, schema: read(`fixtures/workflows/${file}`), values: detail.formData ?? {} });
  }
  for (const file of list('fixtures/fields', '.fields.json')) {
    const valuesFile = file.replace('.fields.json', '.values.json');
    const hasValues = list('fixtures/fields', '.values.json').includes(valuesFile);
    forms.push({ name: file, schema: read(`fixtures/fields/${file}`), values: hasValues ? read(`fixtures/fields/${valuesFile}`) : {} });
  }
  for (const file of list('fixtures/fields', '.variants.json')) forms.push(variantsForm(file));
  return forms;
}

export interface WorkflowFixture {
  name: string;
  form: Json;
  values: Json;
  triggerFieldList: Json;
  /** Every scenario's triggerMap. */
  triggerMaps: Json[];
  dynamicRules: Json;
  buttons: Json;
  orderDetail: Json;
}

function loadWorkflows(): WorkflowFixture[] {
  return list('fixtures/workflows', '.trigger-map.json').map((file) => {
    const name = file.replace('.trigger-map.json', '');
    const triggers = read(`fixtures/workflows/${file}`) as { triggerFieldList?: Json; dynamicRules?: Json; scenarios?: Record<string, { triggerMap?: Json }> };
    const form = read(`fixtures/workflows/${name}.form.json`);
    const detail = read(`fixtures/workflows/${name}.order-detail.json`) as Record<string, Json>;
    return {
      name,
      form,
      values: detail.formData ?? {},
      triggerFieldList: triggers.triggerFieldList ?? [],
      triggerMaps: Object.values(triggers.scenarios ?? {}).map((s) => s.triggerMap ?? {}),
      dynamicRules: triggers.dynamicRules ?? [],
      buttons: read(`fixtures/workflows/${name}.buttons.json`),
      // The fixture points at its form file; a real answer carries the schema itself.
      orderDetail: { ...detail, formDataInfo: form },
    };
  });
}

export const FORMS: readonly FormFixture[] = loadForms();
export const WORKFLOWS: readonly WorkflowFixture[] = loadWorkflows();

/** A permission answer granting VIEW and EDIT over some of a workflow's codes (service-desk §6). */
export function permissionAnswerOf(form: Json): Json {
  const codes = Object.keys(((form as { properties?: Record<string, Json> }).properties ?? {}) as object);
  return {
    isPermissionEnable: true,
    fields: [
      { type: 'EDIT', fields: codes.filter((_, i) => i % 2 === 0) },
      { type: 'VIEW', fields: codes.filter((_, i) => i % 2 === 1).map((fieldCode) => ({ fieldCode })) },
    ],
  };
}
