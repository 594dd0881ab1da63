import { describe, expect, it } from 'vitest';
import { compileRules } from '@core/form/rules';
import type { NormalizedField } from '@core/form/types';
import { CHECKBOX_RULE_KINDS, mapCheckboxProps } from './normalize';

describe('CHECKBOX normalisers', () => {
  it('keeps the option source; counts are rules', () => {
    expect(mapCheckboxProps({ dataType: 'custom', dataSource: [], minCount: 1, maxCount: 2 })).toEqual({ source: { dataType: 'custom', dataSource: [] } });
  });

  it('compiles the selection-count rule', () => {
    const field: NormalizedField = {
      code: 'notify',
      path: 'notify',
      type: 'CHECKBOX',
      title: 'Notify',
      width: 'full',
      props: {},
      xProps: { minCount: 1, maxCount: 2 },
      rules: [],
      required: false,
      source: {},
    };
    expect(compileRules(field, { kinds: CHECKBOX_RULE_KINDS, valueKind: 'multi' }).map((v) => v.kind)).toEqual(['selectionCount']);
  });
});
