// The search page's calls and the readers of their answers (service-desk §5, §7, §9). No React here.
// Model results are read by the recommendation list's reader (the same record shape).
export { readModels, type ModelRecord } from '../recommend-list';

/** Calls of the search page (prefix `none`: `/api/v2/catalog/h5/...`). */
export const searchPaths = {
  history: '/catalog/h5/searchHistory',
  popularity: '/catalog/h5/searchPopularity',
  models: '/catalog/h5/models',
  deleteHistory: '/catalog/h5/delSearchHistory',
} as const;

/** A popular search and how often it was searched. */
export interface PopularSearch {
  keyword: string;
  count: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Search history, newest first: non-empty trimmed strings, each once. */
export function readHistory(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const list: string[] = [];
  for (const item of data) {
    const keyword = text(item).trim();
    if (keyword && !seen.has(keyword)) {
      seen.add(keyword);
      list.push(keyword);
    }
  }
  return list;
}

/** Popular searches as sent (the server orders them); entries without a keyword are dropped. */
export function readPopular(data: unknown): PopularSearch[] {
  if (!Array.isArray(data)) return [];
  return data.filter(isRecord).flatMap((item) => {
    const keyword = text(item.keyword).trim();
    const count = Number(item.count);
    return keyword ? [{ keyword, count: Number.isFinite(count) ? count : 0 }] : [];
  });
}

/** Body of POST delSearchHistory: one keyword, or none to clear the whole history. */
export function deleteHistoryBody(keyword?: string): { keyword?: string } {
  return keyword === undefined ? {} : { keyword };
}
