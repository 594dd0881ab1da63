/** A colour as the field stores it: `#RRGGBB`, upper case. */
export type HexColor = `#${string}`;

const hex6 = /^#?([0-9a-f]{6})$/i;
const hex3 = /^#?([0-9a-f]{3})$/i;

/** `#abc`, `aabbcc`, `#AaBbCc` → `#AABBCC`; anything else → undefined. */
export function normalizeColor(value: unknown): HexColor | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const long = hex6.exec(text);
  if (long) return `#${long[1]!.toUpperCase()}`;
  const short = hex3.exec(text);
  if (short) return `#${[...short[1]!].map((c) => c + c).join('').toUpperCase()}`;
  return undefined;
}

/** The palette offered when x-props has none. */
export const DEFAULT_PALETTE: readonly HexColor[] = ['#F53F3F', '#FF7D00', '#F7BA1E', '#00B42A', '#165DFF', '#722ED1', '#86909C'];

/** Props COLOR takes from its x-props. */
export interface ColorMappedProps {
  palette: HexColor[];
}

/** `x-props.palette`: the valid colours of a list (duplicates dropped), else the default palette. */
export function mapColorProps(xProps: Readonly<Record<string, unknown>>): ColorMappedProps {
  const list = Array.isArray(xProps.palette) ? xProps.palette.map(normalizeColor).filter((c): c is HexColor => c !== undefined) : [];
  return { palette: list.length > 0 ? [...new Set(list)] : [...DEFAULT_PALETTE] };
}
