// Node only: ajv compiles with `new Function`; the browser uses the generated standalone module.
import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateTriggerMap } from '@core/form/linkage/schema';
import { TRIGGER_LIST_KEYS } from '@core/form/linkage/types';
import { BROWSER_VALIDATORS, generateValidatorModule, repoRoot } from '../../../../../scripts/build-validators';

// scripts/build-validators.ts generates the browser validator (`npm run build:validators`); this test only reads it.
const target = BROWSER_VALIDATORS.find((candidate) => candidate.schema === 'schemas/trigger-map.schema.json')!;
const generatedPath = resolve(repoRoot, target.out);
const schema = JSON.parse(readFileSync(resolve(repoRoot, target.schema), 'utf8')) as Record<string, unknown>;
const ajv = new Ajv({ strict: true, allErrors: true });
const validate = ajv.compile(schema);

const valid: unknown[] = [
  {},
  { showFieldList: null, hideFieldList: [] },
  {
    showFieldList: [{ key: 'title' }],
    hideFieldList: [{ tableCode: 'items', tableColumnCode: 'qty', rowNum: -1 }],
    readOnlyFieldList: [{ key: 'a', type: 'INPUT' }],
    editableFieldList: [{ fieldCode: 'b' }],
    requiredFieldList: [{ key: 'c' }],
    notRequiredFieldList: [{ key: 'd' }],
    emptyFieldList: [{ key: 'e', type: 'RICH_TEXT' }],
    setValueList: [{ key: 'f', value: ['x', 'y'] }, { key: 'g', value: { userId: 'u' } }],
    fieldAssignmentList: [{ fieldCode: 'f', key: 'h' }],
    tableValueList: [{ tableCode: 'items', tableColumnCode: 'qty', rowNum: '3', value: 2 }],
    optionShowList: [{ key: 'level', optionValue: ['1', 2] }],
    optionHideList: [{ key: 'level', optionValue: 3 }],
    optionShowPrependList: [{ key: 'level', optionValue: null }],
    optionShowAllList: [{ key: 'level' }],
    addOptionList: [{ key: 'level', additionOptionValue: [{ label: 'Four', value: '4' }, 'five'] }],
    changeOptionList: [{ key: 'level', additionOptionValue: { id: 7, label: 'Seven' } }],
    someFutureList: 'ignored',
  },
];
const invalid: Array<[unknown, string]> = [
  [[], ''],
  [{ hideFieldList: 'title' }, '/hideFieldList'],
  [{ showFieldList: ['title'] }, '/showFieldList/0'],
  [{ tableValueList: [{ rowNum: -2 }] }, '/tableValueList/0/rowNum'],
  [{ tableValueList: [{ rowNum: 'all' }] }, '/tableValueList/0/rowNum'],
  [{ optionShowList: [{ optionValue: [{}] }] }, '/optionShowList/0/optionValue'],
  [{ addOptionList: [{ additionOptionValue: [{ label: 'no value' }] }] }, '/addOptionList/0/additionOptionValue'],
  [{ setValueList: [{ key: 5 }] }, '/setValueList/0/key'],
];

describe('trigger-map.schema.json', () => {
  it('documents exactly the lists the compiler knows', () => {
    expect(Object.keys(schema.properties as object).sort()).toEqual([...TRIGGER_LIST_KEYS].sort());
  });

  it.each(valid.map((v, i) => [i, v]))('accepts sample %i (ajv and the generated validator)', (_i, sample) => {
    expect(validate(sample), JSON.stringify(validate.errors)).toBe(true);
    expect(validateTriggerMap(sample).valid).toBe(true);
  });

  it.each(invalid)('rejects %j at %s', (sample, pointer) => {
    expect(validate(sample)).toBe(false);
    expect(validate.errors!.map((e) => e.instancePath)).toContain(pointer);
    const result = validateTriggerMap(sample);
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.errors.some((e) => e.instancePath.startsWith(pointer))).toBe(true);
  });

  it('treats null as "no linkage"', () => {
    expect(validateTriggerMap(null)).toEqual({ valid: true, value: null });
  });

  it('the generated standalone validator is up to date (npm run build:validators writes it)', () => {
    expect(readFileSync(generatedPath, 'utf8')).toBe(generateValidatorModule(target));
  });

  it('the generated validator contains no dynamic code', () => {
    const source = readFileSync(generatedPath, 'utf8');
    expect(source).not.toMatch(/new Function|\beval\(|\brequire\(|^import /m);
  });
});
