import { describe, expect, it } from 'vitest';
import * as linkage from '@core/form/linkage';

describe('linkage public exports', () => {
  it('pins the runtime exports of the barrel', () => {
    expect(Object.keys(linkage).sort()).toEqual(
      [
        'ALL_ROWS',
        'COMPARE_OPS',
        'LINKAGE_PATHS',
        'LinkageRequestError',
        'LinkageRuleError',
        'MATCH_MODES',
        'MAX_ROW',
        'TRIGGER_LIST_KEYS',
        'allRowNums',
        'compareValues',
        'compileLocalRules',
        'compileTriggerMap',
        'createCascade',
        'createLinkageEngine',
        'createLinkageRequest',
        'evaluateCondition',
        'evaluateConditions',
        'isConditionGroup',
        'isEmptyPatch',
        'mergePatches',
        'parseTableCellPath',
        'readValue',
        'resolveTarget',
        'rowNumOf',
        'rowNumsOfTable',
        'tableCellPath',
        'validateTriggerMap',
        'valuesEqual',
      ].sort(),
    );
  });

  it('merges patches left to right without mutating them', () => {
    const a = { x: { visible: false, required: true } };
    const b = { x: { visible: true }, y: { value: 1 } };
    expect(linkage.mergePatches(a, undefined, b)).toEqual({ x: { visible: true, required: true }, y: { value: 1 } });
    expect(a).toEqual({ x: { visible: false, required: true } });
    expect(linkage.isEmptyPatch({ x: {} })).toBe(true);
    expect(linkage.isEmptyPatch(b)).toBe(false);
  });
});
