// The search-box rule of list pages (service-desk §5): the text is trimmed, empty text clears the
// search, and typing searches after a 500 ms pause.

/** Pause after the last keystroke before a typed search runs. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The search a box's text stands for: trimmed; `undefined` (no filter) when nothing is left. */
export function normalizeSearch(text: string | null | undefined): string | undefined {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
}
