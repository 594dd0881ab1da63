import { describe, expect, it } from 'vitest';
import { compileRules } from '@core/form/rules';
import type { NormalizedField } from '@core/form/types';
import { commitInput, INPUT_RULE_KINDS, mapInputProps } from './normalize';

function field(xProps: Record<string, unknown>): NormalizedField {
  return { code: 'title', path: 'title', type: 'INPUT', title: 'Title', width: 'full', props: {}, xProps, rules: [], required: false, source: {} };
}

describe('INPUT normalisers', () => {
  it('maps x-props to single-line mode in the form; rules stay out of the props', () => {
    expect(mapInputProps({ check: 'EMAIL', range: { max: 5 }, placeholder: 'x' })).toEqual({ singleLine: true, rowsMode: 'form' });
    expect(mapInputProps({ inTable: true })).toEqual({ singleLine: true, rowsMode: 'form', inTable: true });
  });

  it('trims and strips line breaks on commit (spaces in tables)', () => {
    expect(commitInput('  a\nb  ')).toBe('ab');
    expect(commitInput(' a\nb ', { inTable: true })).toBe('a b');
    expect(commitInput(undefined)).toBeUndefined();
  });

  it('supports the rule picker and the text range; the compiler honours the list', () => {
    expect(INPUT_RULE_KINDS).toEqual(expect.arrayContaining(['email', 'phone', 'ip', 'custom', 'textRange']));
    const validators = compileRules(field({ check: 'EMAIL', range: { max: 3 }, decimalsMount: 2 }), { kinds: INPUT_RULE_KINDS });
    expect(validators.map((v) => v.kind)).toEqual(['email', 'textRange']);
  });
});
