import { describe, expect, it } from 'vitest';
import { LinkageRuleError, compileLocalRules, type LocalLinkageRule } from '@core/form/linkage/local-rules';
import { sampleFields } from './factories';

const fields = sampleFields();

describe('compileLocalRules', () => {
  const rules: LocalLinkageRule[] = [
    { id: 'load', scenario: 'LOADING', conditions: [{ field: 'level', op: 'EQ', value: 'high' }], operations: { requiredFieldList: [{ key: 'desc' }] }, otherwise: { notRequiredFieldList: [{ key: 'desc' }] } },
    {
      id: 'change',
      scenario: 'ONCHANGE',
      mode: 'EXTENDED',
      triggerField: 'level',
      conditions: { match: 'ANY', conditions: [{ field: 'level', op: 'EQ', value: 'high' }, { match: 'ALL', conditions: [{ field: 'tags', op: 'EQ', value: 'vip' }] }] },
      operations: { showFieldList: [{ key: 'title' }], setValueList: [{ key: 'title', value: 'urgent' }] },
      otherwise: { hideFieldList: [{ key: 'title' }] },
    },
    { id: 'chain', scenario: 'ONCHANGE', triggerField: ['level'], conditions: [{ field: 'title', op: 'EQ', value: 'urgent' }], operations: { readOnlyFieldList: [{ key: 'title' }] } },
  ];
  const compiled = compileLocalRules(rules, fields);

  it('runs LOADING rules with their otherwise branch', () => {
    expect(compiled.onLoad({ values: { level: 'high' } })).toEqual({ desc: { required: true } });
    expect(compiled.onLoad({ values: { level: 'low' } })).toEqual({ desc: { required: false } });
  });

  it('runs ONCHANGE rules of the trigger field only; later rules see earlier values', () => {
    expect(compiled.triggerFields).toEqual(new Set(['level']));
    const patch = compiled.onChange('level', { values: { level: 'high' }, fieldStates: { title: { readOnly: true } } });
    expect(patch.title).toEqual({ visible: true, value: 'urgent', readOnly: true });
    expect(compiled.onChange('level', { values: { level: 'low', tags: ['vip'] } }).title).toMatchObject({ visible: true });
    expect(compiled.onChange('level', { values: { level: 'low' } })).toEqual({ title: { visible: false } });
    expect(compiled.onChange('tags', { values: { level: 'high' } })).toEqual({});
  });

  it('rejects malformed rule data', () => {
    const bad = (rule: Partial<LocalLinkageRule>) => () => compileLocalRules([{ scenario: 'LOADING', operations: {}, ...rule } as LocalLinkageRule], fields);
    expect(bad({ scenario: 'SOMETIMES' as 'LOADING' })).toThrow(LinkageRuleError);
    expect(bad({ conditions: [{ field: 'a', op: 'LIKE' as 'EQ', value: 1 }] })).toThrow(/unknown operator/);
    expect(bad({ conditions: { match: 'MOST' as 'ALL', conditions: [] } })).toThrow(/unknown match/);
    expect(bad({ mode: 'MANUAL', conditions: { match: 'ALL', conditions: [{ match: 'ANY', conditions: [] }] } })).toThrow(/cannot nest/);
    expect(bad({ scenario: 'ONCHANGE' })).toThrow(/triggerField/);
  });
});
