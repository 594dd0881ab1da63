import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { interpretFormSchema, FormSchemaError, describeFormSchemaError, checkServerFormSchema, MAX_NESTING_DEPTH } from '@core/form/interpreter';
import { BROWSER_VALIDATORS, generateValidatorModule, repoRoot } from '../../../../../scripts/build-validators';
import { loadForm, testRegistry, testT } from './helpers';

const t = testT('en');

function errorOf(input: unknown): FormSchemaError {
  const result = interpretFormSchema(input, { registry: testRegistry(), t });
  if (result.ok) throw new Error('expected a schema error');
  return result.error;
}

describe('malformed schemas give FormSchemaError naming the JSON path', () => {
  it.each([
    ['x-props is a string', { properties: { title: { 'x-component': 'INPUT', 'x-props': 'abc' } } }, 'properties.title.x-props: must be object or null'],
    ['x-props is a list', { properties: { title: { 'x-props': [] } } }, 'properties.title.x-props: must be object or null'],
    ['the document is null', null, '(root): must be object'],
    ['the document is a string', 'formDataInfo', '(root): must be object'],
    ['properties is missing', { type: 'object' }, "(root): must have required property 'properties'"],
    ['properties is a list', { properties: [] }, 'properties: must be object'],
    ['a field is a number', { properties: { a: 5 } }, 'properties.a: must be object'],
    ['a field is null', { properties: { a: null } }, 'properties.a: must be object'],
    ['x-component is a number', { properties: { a: { 'x-component': 7 } } }, 'properties.a.x-component: must be string or null'],
    ['x-rules is a number', { properties: { a: { 'x-rules': 3 } } }, 'properties.a.x-rules: must be boolean, object, array, string or null'],
    ['an x-rules entry is a number', { properties: { a: { 'x-rules': [{ required: true }, 9] } } }, 'properties.a.x-rules[1]: must be object or string'],
    ['x-index is an object', { properties: { a: { 'x-index': {} } } }, 'properties.a.x-index: must be number, string or null'],
    ['a nested field is broken', { properties: { g: { 'x-component': 'ADD_GROUP', properties: { b: { title: {} } } } } }, 'properties.g.properties.b.title: must be string, number or null'],
    ['nested properties is a list', { properties: { g: { 'x-component': 'ADD_GROUP', properties: ['x'] } } }, 'properties.g.properties: must be object or null'],
    ['an odd field code', { properties: { 'a.b/c': { 'x-props': 1 } } }, 'properties["a.b/c"].x-props: must be object or null'],
  ])('%s', (_name, input, message) => {
    const error = errorOf(input);
    expect(error).toBeInstanceOf(FormSchemaError);
    expect(error.message).toBe(message);
    expect(error.path).toBe(message.slice(0, message.indexOf(': ')));
  });

  it('reports every issue and names the first three in the message', () => {
    const error = errorOf({ properties: { a: { 'x-props': 1 }, b: { 'x-props': 2 }, c: { 'x-props': 3 }, d: { 'x-props': 4 } } });
    expect(error.issues.map((i) => i.path)).toEqual(['properties.a.x-props', 'properties.b.x-props', 'properties.c.x-props', 'properties.d.x-props']);
    expect(error.message).toContain('(and 1 more)');
  });

  it('refuses containers nested deeper than the limit without recursing forever (even through a cycle)', () => {
    const group: Record<string, unknown> = { 'x-component': 'ADD_GROUP' };
    group.properties = { again: group };
    const error = errorOf({ properties: { top: group } });
    expect(error.message).toContain(`nesting deeper than ${MAX_NESTING_DEPTH} levels`);
  });

  it('is permissive about unknown keys and loose scalar shapes', () => {
    const result = interpretFormSchema(
      { serverOnly: { a: 1 }, properties: { a: { key: 12, title: 7, 'x-index': '2', 'x-props': null, 'x-rules': null, extra: [1, 2], 'x-component': 'INPUT' } } },
      { registry: testRegistry(), t },
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.form.fields[0]).toMatchObject({ title: '7', index: 2, props: {}, rules: [] });
  });

  it('gives a user-facing text through the form locale', () => {
    expect(describeFormSchemaError(errorOf(null), t)).toBe('The form configuration is invalid: (root): must be object');
  });

  it('accepts both fixture forms', () => {
    expect(checkServerFormSchema(loadForm('incident'))).toEqual([]);
    expect(checkServerFormSchema(loadForm('all-basic-types'))).toEqual([]);
  });
});

describe('generated standalone validator', () => {
  it.each(BROWSER_VALIDATORS.map((target) => [target.out, target] as const))('%s is up to date with its schema', (_out, target) => {
    const committed = readFileSync(resolve(repoRoot, target.out), 'utf8');
    expect(committed).toBe(generateValidatorModule(target));
  });

  it('contains no runtime code generation or require calls', () => {
    for (const target of BROWSER_VALIDATORS) {
      const code = readFileSync(resolve(repoRoot, target.out), 'utf8');
      expect(code).not.toMatch(/new Function|\beval\(|\brequire\(/);
    }
  });

  it('agrees with ajv compiling the schema at run time', () => {
    const schema = JSON.parse(readFileSync(resolve(repoRoot, 'schemas/form-schema.schema.json'), 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, allowUnionTypes: true }).compile(schema);
    const samples: unknown[] = [loadForm('incident'), null, { properties: { a: { 'x-props': 'x' } } }, { properties: { a: { 'x-rules': [1] } } }, { properties: {} }];
    for (const sample of samples) {
      expect(checkServerFormSchema(sample).length === 0).toBe(validate(sample));
    }
  });
});
