import { SCROLL_LOAD_THRESHOLD_PX } from './constants';

/**
 * Whether a scrolled list is near enough to its bottom to load the next page:
 * fewer than `threshold` pixels (5 by default) left below the visible part.
 */
export function shouldLoadMore(scrollTop: number, clientHeight: number, scrollHeight: number, threshold = SCROLL_LOAD_THRESHOLD_PX): boolean {
  if (![scrollTop, clientHeight, scrollHeight].every(Number.isFinite)) return false;
  return scrollHeight - scrollTop - clientHeight < threshold;
}
