import { describe, expect, it } from 'vitest';
import {
  checkApproversNotProcessing,
  checkCcTargets,
  checkEndorsers,
  checkNotCurrentProcessors,
  checkPersonnel,
  checkReason,
  checkTransferTarget,
  REASON_MAX_LENGTH,
} from '@core/buttons';

describe('action input rules', () => {
  it('reason: required only where the action says, trimmed, at most 500', () => {
    expect(REASON_MAX_LENGTH).toBe(500);
    expect(checkReason(undefined, 'required')).toBe('actions.errors.reasonRequired');
    expect(checkReason(' \n ', 'required')).toBe('actions.errors.reasonRequired');
    expect(checkReason('', 'optional')).toBeUndefined();
    expect(checkReason(`  ${'a'.repeat(500)}  `, 'required')).toBeUndefined();
    expect(checkReason('a'.repeat(501), 'optional')).toBe('actions.errors.reasonTooLong');
  });

  it('people pickers', () => {
    expect(checkPersonnel([])).toBe('actions.errors.personnelEmpty');
    expect(checkPersonnel([' '])).toBe('actions.errors.personnelEmpty');
    expect(checkPersonnel(['1'])).toBeUndefined();
    expect(checkTransferTarget([], '')).toBe('actions.errors.transferTargetEmpty');
    expect(checkTransferTarget([], 'g1')).toBeUndefined();
    expect(checkTransferTarget(['1', '2'], undefined)).toBe('actions.errors.transferOneTarget');
    expect(checkNotCurrentProcessors(['3', '2'], ['2'])).toBe('actions.errors.duplicateProcessor');
    expect(checkNotCurrentProcessors(['3'], ['2'])).toBeUndefined();
    expect(checkApproversNotProcessing(['2'], ['2'])).toBe('actions.errors.approverIsProcessing');
    expect(checkEndorsers(['2'], ['2'])).toBe('actions.errors.endorseCurrentHandler');
    expect(checkEndorsers(['4'], ['2'])).toBeUndefined();
    expect(checkCcTargets(['4', '4'], '1')).toBe('actions.errors.ccSamePerson');
    expect(checkCcTargets(['1'], '1')).toBe('actions.errors.ccSamePerson');
    expect(checkCcTargets(['4', '5'], '1')).toBeUndefined();
  });
});
