import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createRuntime, defineFieldType } from '@core';
import { loadSchemaFieldTypes, pendingSchemaFieldTypes, schemaFieldTypes } from '@core/form/interpreter/field-types';

const schema = {
  type: 'object',
  properties: {
    title: { 'x-component': 'INPUT', title: 'Title' },
    group: {
      'x-component': 'ADD_GROUP',
      properties: { when: { 'x-component': ' date ' }, items: { 'x-component': 'TABLE_FORM', 'x-props': { columns: [{ code: 'c1', type: 'SELECT' }, { code: 'c2', type: 'MEMBER' }] } } },
    },
    odd: { title: 'no component' },
    broken: 'not a field',
  },
};

/** TABLE_FORM's cells: the columns' types (as the real plugin reads them from its x-props). */
const tableField = defineFieldType({
  type: 'TABLE_FORM',
  valueKind: 'multi',
  component: 'table',
  nestedFieldTypes: (xProps) => (Array.isArray(xProps.columns) ? xProps.columns.map((column: { type: string }) => column.type) : []),
});

describe('schemaFieldTypes', () => {
  it('lists every x-component, containers included, as written (trimmed)', () => {
    expect(schemaFieldTypes(schema, { get: () => undefined })).toEqual(['INPUT', 'ADD_GROUP', 'date', 'TABLE_FORM']);
  });

  it("adds what a registered plugin renders inside its field (a table's columns)", () => {
    const types = schemaFieldTypes(schema, { get: (type) => (type === 'TABLE_FORM' ? tableField : undefined) });
    expect(types).toEqual(['INPUT', 'ADD_GROUP', 'date', 'TABLE_FORM', 'SELECT', 'MEMBER']);
  });

  it('never throws on malformed input or a failing plugin', () => {
    expect(schemaFieldTypes(null, { get: () => undefined })).toEqual([]);
    expect(schemaFieldTypes({ properties: [1, 2] }, { get: () => undefined })).toEqual([]);
    const failing = defineFieldType({ type: 'TABLE_FORM', valueKind: 'multi', component: 't', nestedFieldTypes: () => { throw new Error('bad'); } });
    expect(schemaFieldTypes(schema, { get: (type) => (type === 'TABLE_FORM' ? failing : undefined) })).toContain('TABLE_FORM');
  });
});

describe('loadSchemaFieldTypes', () => {
  it('loads the types of the schema, then the cells of its tables, and nothing else', async () => {
    const loaded: string[] = [];
    const lazy = (type: string, def = defineFieldType({ type, valueKind: 'single', component: type })) => ({
      type,
      load: vi.fn(async () => {
        loaded.push(type);
        return def;
      }),
    });
    const runtime = createRuntime({
      storage: createMemoryStorage(),
      plugins: {
        lazyFields: [lazy('INPUT'), lazy('DATE'), lazy('ADD_GROUP'), lazy('TABLE_FORM', tableField), lazy('SELECT'), lazy('MEMBER'), lazy('RICH_TEXT')],
      },
    });
    expect(pendingSchemaFieldTypes(schema, runtime)).toEqual(['INPUT', 'ADD_GROUP', 'DATE', 'TABLE_FORM']);
    await loadSchemaFieldTypes(schema, runtime);
    expect(loaded.slice(0, 4).sort()).toEqual(['ADD_GROUP', 'DATE', 'INPUT', 'TABLE_FORM']);
    expect(loaded.slice(4).sort()).toEqual(['MEMBER', 'SELECT']);
    expect(loaded).not.toContain('RICH_TEXT');
    expect(pendingSchemaFieldTypes(schema, runtime)).toEqual([]);
  });
});
