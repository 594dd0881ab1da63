import { describe, expect, it } from 'vitest';
import { mapTextProps } from './normalize';

describe('TEXT normalisers', () => {
  it('takes the text from content, text or defaultValue', () => {
    expect(mapTextProps({ content: '请如实填写' })).toEqual({ content: '请如实填写' });
    expect(mapTextProps({ text: 'A' })).toEqual({ content: 'A' });
    expect(mapTextProps({ defaultValue: '说明' })).toEqual({ content: '说明' });
    expect(mapTextProps({})).toEqual({});
  });

  it('reads an info, success or warning banner', () => {
    expect(mapTextProps({ content: 'x', bannerType: 'warning' })).toEqual({ content: 'x', bannerType: 'warning' });
    expect(mapTextProps({ content: 'x', noticeType: 'INFO' })).toEqual({ content: 'x', bannerType: 'info' });
    expect(mapTextProps({ content: 'x', tipType: 'success' })).toEqual({ content: 'x', bannerType: 'success' });
    expect(mapTextProps({ content: 'x', bannerType: 'error' })).toEqual({ content: 'x' });
  });
});
