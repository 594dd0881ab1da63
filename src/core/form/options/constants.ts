/**
 * Option-source constants (form-widgets §9, service-desk §9) and the exact
 * call paths. The fixture gateway serves the same paths, so they are spelled
 * out in full instead of going through `request.path(prefix, ...)`: the
 * spec gives them with the `base` prefix (and `form` for the member
 * dictionary) whatever prefix mapping the deployment configures.
 */

/** Page size of the dictionary page list. */
export const DICTIONARY_PAGE_SIZE = 500;
/** Page size of paged API options. */
export const API_PAGE_SIZE = 50;
/** Debounce of the option search in ms. */
export const OPTION_SEARCH_DEBOUNCE_MS = 500;
/** Distance from the bottom (px) at which the next page is requested. */
export const SCROLL_LOAD_THRESHOLD_PX = 5;

/** Paths of the option calls. */
export const optionPaths = {
  /** POST {url, header: [{name, value}]} → a list. */
  apiList: '/api/v2/base/process/listApiContent',
  /** POST {url, params: {currentPage, pageSize, keyword}} → data.records. */
  apiPage: '/api/v2/base/process/listApiContent4Page',
  /** POST {url, header} → a tree. */
  apiTree: '/api/v2/base/process/listApiContent4Tree',
  /** GET → the dictionary contents of one level (tree). */
  dictionaryContents: (code: string, level: number | string): string =>
    `/api/v2/base/dataDict/getFieldContents/dictId/${encodeURIComponent(code)}/level/${encodeURIComponent(String(level))}`,
  /** POST {dictId, level, search, pageNum, pageSize, withDisable} → data.records. */
  dictionaryPage: '/api/v2/base/dataDict/detail/page',
  /** GET ?dictId= → data.enumList of {value, label}. */
  memberDictionary: '/api/v2/form/mdlFormMember/dictList',
} as const;
