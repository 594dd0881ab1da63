// Issue 10 item 3: the fixture gateway answers every option source its own fixtures use. Each select-like
// field of fixtures/forms, fixtures/workflows and fixtures/fields whose options come from the server (API
// or dictionary, form-widgets §7 "Option sources and dictionaries") is loaded through the client's own
// option source against the gateway, like a form or detail page loads it; a cascade field is loaded under
// every value of its superior, and the values the fixtures store for it must be among the answers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, loginAs, type Gateway } from '../../../fixtures/gateway/index';
import { fixturesPath } from '../../../fixtures/gateway/paths';
import { createMemoryStorage, createRuntime, type Runtime } from '@core';
import { createOptionSource, flattenOptions, readOptionConfig } from '@core/form/options';
import { gatewayAdapter } from '../core/buttons/support';
import { isRecord } from '@core/records';

type Json = Record<string, unknown>;

interface FixtureField {
  file: string;
  key: string;
  type: string;
  xProps: Json;
  /** Values the fixture stores for the field (order details, variant values). */
  values: unknown[];
  /** Values of its cascade superior (`firstId`): its custom options, or the stored value. */
  superiorValues: string[];
}

const FOLDERS = ['forms', 'workflows', 'fields'];

function scalars(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(scalars);
  if (isRecord(value)) return scalars(value.value ?? value.id);
  return typeof value === 'string' || typeof value === 'number' ? [String(value)] : [];
}

/** Every field of one fixture file: schema properties (nested, table columns too) and field variants. */
function fieldsOf(file: string, doc: unknown, stored: Json): FixtureField[] {
  const found: Array<{ key: string; type: string; xProps: Json; firstId?: string; values: unknown[] }> = [];
  const visit = (node: unknown, key: string): void => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, key));
    if (!isRecord(node)) return;
    if (typeof node['x-component'] === 'string' && isRecord(node['x-props'])) {
      const firstId = typeof node.firstId === 'string' ? node.firstId : undefined;
      found.push({ key: typeof node.key === 'string' ? node.key : key, type: node['x-component'], xProps: node['x-props'], firstId, values: [] });
    }
    for (const [childKey, child] of Object.entries(node)) visit(child, childKey);
  };
  visit(doc, '');
  if (isRecord(doc) && typeof doc.type === 'string' && Array.isArray(doc.variants)) {
    for (const variant of doc.variants.filter(isRecord)) {
      if (isRecord(variant.xProps)) found.push({ key: String(variant.name), type: doc.type, xProps: variant.xProps, values: variant.value === undefined ? [] : [variant.value] });
    }
  }
  return found.map(({ firstId, ...field }) => {
    const superior = firstId ? found.find((f) => f.key === firstId) : undefined;
    const superiorValues = superior ? [...scalars(superior.xProps.dataSource), ...scalars(stored[superior.key])] : [];
    return { ...field, file, values: [...field.values, ...(field.key in stored ? [stored[field.key]] : [])], superiorValues: [...new Set(superiorValues)] };
  });
}

function readJson(folder: string, name: string): unknown {
  const path = `${fixturesPath(folder)}/${name}`;
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return undefined; // malformed.form.json is malformed on purpose
  }
}

/**
 * The fields of every fixture file, with the values stored for them: an order detail's `formData` (its
 * `formDataInfo` may be a `$ref` to the form file), or the `<name>.values.json` beside `<name>.fields.json`.
 */
function fixtureFields(): FixtureField[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(fixturesPath(folder))
      .filter((name) => name.endsWith('.json') && !name.endsWith('.values.json'))
      .flatMap((name) => {
        let doc = readJson(folder, name);
        const ref = isRecord(doc) && isRecord(doc.formDataInfo) ? doc.formDataInfo.$ref : undefined;
        if (isRecord(doc) && typeof ref === 'string') doc = { ...doc, formDataInfo: readJson(folder, ref) };
        const values = readJson(folder, name.replace(/\.(fields|form)\.json$/, '.values.json'));
        const stored = { ...(isRecord(values) ? values : {}), ...(isRecord(doc) && isRecord(doc.formData) ? doc.formData : {}) };
        return fieldsOf(`${folder}/${name}`, doc, stored);
      }),
  );
}

/** Fields whose options the server gives. */
const served = fixtureFields().filter((field) => readOptionConfig(field).kind !== 'custom');

let gateway: Gateway;
const runtimes: Partial<Record<'zh' | 'en', Runtime>> = {};

beforeAll(async () => {
  gateway = createGateway({ latencyMs: 0 });
  const token = await loginAs(gateway, 'zhangsan');
  for (const language of ['zh', 'en'] as const) {
    runtimes[language] = createRuntime({ storage: createMemoryStorage({ token, language }), requestAdapter: gatewayAdapter(gateway) });
  }
});
afterAll(() => gateway.close());

async function load(field: FixtureField, language: 'zh' | 'en', superior?: string) {
  const runtime = runtimes[language]!;
  const source = createOptionSource(field, { request: runtime.request, t: (key, options) => runtime.i18n.t(key, options) });
  if (superior !== undefined) await source.setSuperiorValue(superior);
  await source.ensureLoaded();
  const state = source.getState();
  source.dispose();
  return state;
}

describe('option sources of the fixtures', () => {
  it('finds the API and dictionary sources of the fixtures, the incident form\'s module list among them', () => {
    const urls = new Set(served.map((field) => readOptionConfig(field).url).filter(Boolean));
    expect(urls).toContain('/api/v2/business/serviceModule/list');
    expect(urls).toContain('https://cmdb.example.com/api/v1/assets');
    expect(urls).toContain('https://hr.example.com/api/locations');
    expect(urls).toContain('https://itsm.example.com/api/services');
    expect(served.some((field) => readOptionConfig(field).dictId)).toBe(true);
  });

  it.each(served.map((field) => [`${field.file} ${field.key}`, field] as const))('%s loads in zh and en', async (_name, field) => {
    for (const language of ['zh', 'en'] as const) {
      for (const superior of field.superiorValues.length ? field.superiorValues : [undefined]) {
        const state = await load(field, language, superior);
        expect(state.error, `${language} ${superior ?? ''}`).toBeUndefined();
        expect(state.options.length, `${language} ${superior ?? ''}`).toBeGreaterThan(0);
      }
    }
  });

  it.each(served.filter((field) => field.values.length).map((field) => [`${field.file} ${field.key}`, field] as const))('%s: the stored values are options', async (_name, field) => {
    const superiors = field.superiorValues.length ? field.superiorValues : [undefined];
    const answered = new Set<string>();
    for (const superior of superiors) for (const option of flattenOptions((await load(field, 'zh', superior)).options)) answered.add(option.value);
    for (const value of field.values.flatMap(scalars)) expect([...answered], value).toContain(value);
  });

  it("reads the module list's own record keys and lists only the modules of the chosen service", async () => {
    const modules = served.find((field) => field.key === 'affectedModules')!;
    const mail = await load(modules, 'en', 'svc-mail');
    expect(mail.options.map((o) => o.value)).toEqual(['mod-mail-send', 'mod-mail-receive', 'mod-mail-calendar', 'mod-mail-contacts']);
    expect(mail.options[0]!.label).toBe('Sending mail');
    const erp = await load(modules, 'zh', 'svc-erp');
    expect(erp.options.every((o) => o.value.startsWith('mod-erp-'))).toBe(true);
  });

  it('an unknown address is answered in the caller\'s language', async () => {
    const unknown = { type: 'SELECT', xProps: { apiStr: 'https://elsewhere.example.com/x' } };
    const zh = await load({ ...unknown, file: '', key: '', values: [], superiorValues: [] }, 'zh');
    expect(zh.error).toBe('API地址错误，请重新输入：https://elsewhere.example.com/x');
    const en = await load({ ...unknown, file: '', key: '', values: [], superiorValues: [] }, 'en');
    expect(en.error).toBe('API address error, enter again: https://elsewhere.example.com/x');
  });
});
