import { describe, expect, it } from 'vitest';
import { evaluateCondition, evaluateConditions, type Condition } from '@core/form/linkage/conditions';

const values: Record<string, unknown> = {
  level: '2',
  count: 10,
  tags: ['a', 'b'],
  owner: [{ userId: 'u1', userName: 'Zhang(zs)' }],
  due: '2024-05-01 10:00:00',
  blank: '',
};
const read = (f: string) => values[f];
const check = (field: string, op: Condition['op'], value: unknown) => evaluateCondition({ field, op, value }, read);

describe('evaluateCondition', () => {
  it('EQ / NE on scalars, numbers compared numerically', () => {
    expect(check('level', 'EQ', 2)).toBe(true);
    expect(check('level', 'EQ', '3')).toBe(false);
    expect(check('level', 'NE', '3')).toBe(true);
    expect(check('count', 'EQ', '10.0')).toBe(true);
  });

  it('EQ on lists: contains, one-of and same members', () => {
    expect(check('tags', 'EQ', 'a')).toBe(true);
    expect(check('tags', 'EQ', 'c')).toBe(false);
    expect(check('level', 'EQ', ['1', '2'])).toBe(true);
    expect(check('tags', 'EQ', ['b', 'a'])).toBe(true);
    expect(check('tags', 'EQ', ['a'])).toBe(false);
    expect(check('owner', 'EQ', 'u1')).toBe(true);
  });

  it('empty equals empty', () => {
    expect(check('blank', 'EQ', '')).toBe(true);
    expect(check('missing', 'EQ', null)).toBe(true);
    expect(check('level', 'EQ', '')).toBe(false);
    expect(check('missing', 'NE', '')).toBe(false);
  });

  it('GT / LT on numbers and dates; not comparable is false', () => {
    expect(check('count', 'GT', 9)).toBe(true);
    expect(check('count', 'GT', 10)).toBe(false);
    expect(check('count', 'LT', '11')).toBe(true);
    expect(check('due', 'GT', '2024-04-30')).toBe(true);
    expect(check('due', 'LT', '2024-04-30')).toBe(false);
    expect(check('tags', 'GT', 1)).toBe(false);
    expect(check('blank', 'LT', 5)).toBe(false);
    expect(check('level', 'GT', 'abc')).toBe(false);
  });
});

describe('evaluateConditions', () => {
  const yes: Condition = { field: 'level', op: 'EQ', value: '2' };
  const no: Condition = { field: 'level', op: 'EQ', value: '9' };
  it('ALL / ANY / NONE', () => {
    expect(evaluateConditions({ match: 'ALL', conditions: [yes, yes] }, read)).toBe(true);
    expect(evaluateConditions({ match: 'ALL', conditions: [yes, no] }, read)).toBe(false);
    expect(evaluateConditions({ match: 'ANY', conditions: [no, yes] }, read)).toBe(true);
    expect(evaluateConditions({ match: 'ANY', conditions: [no] }, read)).toBe(false);
    expect(evaluateConditions({ match: 'NONE', conditions: [no, no] }, read)).toBe(true);
    expect(evaluateConditions({ match: 'NONE', conditions: [no, yes] }, read)).toBe(false);
  });

  it('empty groups and nesting', () => {
    expect(evaluateConditions({ match: 'ALL', conditions: [] }, read)).toBe(true);
    expect(evaluateConditions({ match: 'ANY', conditions: [] }, read)).toBe(false);
    expect(evaluateConditions({ match: 'NONE', conditions: [] }, read)).toBe(true);
    expect(evaluateConditions({ match: 'ALL', conditions: [yes, { match: 'ANY', conditions: [no, yes] }] }, read)).toBe(true);
    expect(evaluateConditions({ match: 'ALL', conditions: [yes, { match: 'NONE', conditions: [yes] }] }, read)).toBe(false);
  });
});
