import type { ApiPrefix } from '../../request/types';

/**
 * Option-source constants (form-widgets §9, service-desk §9) and the option
 * calls. Paths go through `request.path(prefix, path)` so a deployment's
 * `apiPrefixes` apply; with the default prefixes they are exactly the
 * gateway's `/api/v2/base/process/...`, `/api/v2/base/dataDict/...` and
 * `/api/v2/form/mdlFormMember/dictList` (prefix `none`).
 */

/** Page size of the dictionary page list. */
export const DICTIONARY_PAGE_SIZE = 500;
/** Page size of paged API options. */
export const API_PAGE_SIZE = 50;
/** Debounce of the option search in ms. */
export const OPTION_SEARCH_DEBOUNCE_MS = 500;
/** Distance from the bottom (px) at which the next page is requested. */
export const SCROLL_LOAD_THRESHOLD_PX = 5;

/** A call target: the API prefix and the path below it. */
export interface OptionCall {
  prefix: ApiPrefix;
  path: string;
}

/** The option calls. */
export const optionCalls = {
  /** POST {url, header: [{name, value}]} → a list. */
  apiList: { prefix: 'base', path: '/process/listApiContent' },
  /** POST {url, params: {currentPage, pageSize, keyword}} → data.records. */
  apiPage: { prefix: 'base', path: '/process/listApiContent4Page' },
  /** POST {url, header} → a tree. */
  apiTree: { prefix: 'base', path: '/process/listApiContent4Tree' },
  /** POST {dictId, level, search, pageNum, pageSize, withDisable} → data.records. */
  dictionaryPage: { prefix: 'base', path: '/dataDict/detail/page' },
  /** GET ?dictId= → data.enumList of {value, label}. */
  memberDictionary: { prefix: 'none', path: '/form/mdlFormMember/dictList' },
} as const satisfies Record<string, OptionCall>;

/** GET → the dictionary contents of one level (tree). */
export function dictionaryContentsCall(code: string, level: number | string): OptionCall {
  return { prefix: 'base', path: `/dataDict/getFieldContents/dictId/${encodeURIComponent(code)}/level/${encodeURIComponent(String(level))}` };
}
