import { describe, expect, it } from 'vitest';
import { mapRadioProps, RADIO_RULE_KINDS } from './normalize';

describe('RADIO normalisers', () => {
  it('keeps the option source and an explicit layout', () => {
    expect(mapRadioProps({ dataType: 'custom', dataSource: [{ label: 'A', value: 'a' }], fieldWidth: 'HALF_LINE' })).toEqual({
      source: { dataType: 'custom', dataSource: [{ label: 'A', value: 'a' }] },
    });
    expect(mapRadioProps({ directoryValue: 'dict-impact', level: 1, display: 'popup' })).toEqual({ source: { directoryValue: 'dict-impact', level: 1 }, display: 'popup' });
    expect(mapRadioProps({ display: 'sideways' })).toEqual({ source: {} });
  });

  it('has parent rules only (required is always on)', () => {
    expect(RADIO_RULE_KINDS).toEqual(['parent']);
  });
});
