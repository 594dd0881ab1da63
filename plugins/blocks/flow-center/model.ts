import { normalizeSearch } from '@core/search';

/** Templates per page of the flow list (the catalogue page size of spec §9). */
export const FLOW_PAGE_SIZE = 20;

/** Body of POST process/pageList: the trimmed name, or none (empty text clears the search). */
export function templateQuery(search: string | undefined, pageSize = FLOW_PAGE_SIZE): { pageNum: number; pageSize: number; processName?: string } {
  const name = normalizeSearch(search);
  return { pageNum: 1, pageSize, ...(name ? { processName: name } : {}) };
}
