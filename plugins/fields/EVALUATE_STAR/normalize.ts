import { num } from '../shared/props';

/** Star counts the designer offers (form-widgets §9); anything else falls back to 5. */
export const STAR_COUNTS: readonly number[] = [3, 5, 10];
/** The default star count. */
export const DEFAULT_STAR_COUNT = 5;

/** Rule kinds of EVALUATE_STAR: only `required` (always on). */
export const EVALUATE_STAR_RULE_KINDS = [] as const;

/** `x-props.count` as 3, 5 or 10 (default 5). */
export function readStarCount(raw: unknown): number {
  const n = num(raw);
  return n !== undefined && STAR_COUNTS.includes(n) ? n : DEFAULT_STAR_COUNT;
}

/** `x-props.toolTips`: a list of texts (or a comma-separated text), one per star, cut to `count`. */
export function readToolTips(raw: unknown, count: number): string[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' && raw.trim() !== '' ? raw.split(/[,，]/) : [];
  return list.slice(0, count).map((tip) => (typeof tip === 'string' || typeof tip === 'number' ? String(tip).trim() : ''));
}

/** The stored rating as a whole number 1..count, or 0 when empty or out of range. */
export function starValue(value: unknown, count: number): number {
  const n = num(value);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= count ? n : 0;
}

/** The tooltip of a rating (the text of its star), or undefined. */
export function tipOf(value: number, tips: readonly string[]): string | undefined {
  const tip = value >= 1 ? tips[value - 1] : undefined;
  return tip ? tip : undefined;
}

/** The value after tapping star `star`: tapping the current rating clears it (''). */
export function nextRating(current: number, star: number): number | '' {
  return star === current ? '' : star;
}

/** Props EVALUATE_STAR takes from its x-props. */
export interface EvaluateStarMappedProps {
  count: number;
  toolTips: string[];
}

/** count (3, 5 or 10; default 5) and toolTips. */
export function mapEvaluateStarProps(xProps: Readonly<Record<string, unknown>>): EvaluateStarMappedProps {
  const count = readStarCount(xProps.count);
  return { count, toolTips: readToolTips(xProps.toolTips, count) };
}
