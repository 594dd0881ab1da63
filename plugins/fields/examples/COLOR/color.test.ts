import { describe, expect, it } from 'vitest';
import { DEFAULT_PALETTE, mapColorProps, normalizeColor } from './normalize';

describe('COLOR normalisers', () => {
  it('normalises hex colours and rejects the rest', () => {
    expect(normalizeColor('#165dff')).toBe('#165DFF');
    expect(normalizeColor('165DFF')).toBe('#165DFF');
    expect(normalizeColor(' #abc ')).toBe('#AABBCC');
    for (const bad of ['red', '#12345', '#GGGGGG', '', null, 12]) expect(normalizeColor(bad)).toBeUndefined();
  });

  it('reads the palette from x-props, else the default one', () => {
    expect(mapColorProps({ palette: ['#f00', 'nope', '#FF0000', '00ff00'] })).toEqual({ palette: ['#FF0000', '#00FF00'] });
    expect(mapColorProps({})).toEqual({ palette: [...DEFAULT_PALETTE] });
  });
});
