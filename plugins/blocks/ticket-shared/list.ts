// The spec's list constants (§9), shared by every paged ticket list (home, worklist).

/** List page size. */
export const LIST_PAGE_SIZE = 10;

/** Scroll load threshold, in px from the bottom. */
export const SCROLL_THRESHOLD_PX = 5;

/** More pages exist while fewer rows than the total are loaded and the last page was full. */
export function hasMorePages(loaded: number, total: number, lastPageSize: number): boolean {
  return loaded < total && lastPageSize >= LIST_PAGE_SIZE;
}
