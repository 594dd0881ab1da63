import { useEffect, useState } from 'react';
import { normalizeSearch, SEARCH_DEBOUNCE_MS } from '../../core/search';

/** State of a list page's search box: what is typed, and the search it stands for. */
export interface SearchState {
  /** The search in force (trimmed; `undefined` = no filter). */
  search: string | undefined;
  /** Props for antd-mobile's `SearchBar`: typing searches after the pause, Enter at once, clear resets. */
  bind: {
    value: string;
    onChange: (value: string) => void;
    onSearch: (value: string) => void;
    onClear: () => void;
  };
}

/**
 * Search box state (service-desk §5): typing searches after `delayMs`, Enter searches at once, and
 * a newer search supersedes an older one.
 *
 * @example
 * const { search, bind } = useSearch();
 * <SearchBar placeholder={...} {...bind} />
 */
export function useSearch(delayMs: number = SEARCH_DEBOUNCE_MS): SearchState {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState<string | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(normalizeSearch(input)), delayMs);
    return () => clearTimeout(timer);
  }, [input, delayMs]);
  return {
    search,
    bind: {
      value: input,
      onChange: setInput,
      onSearch: (value) => {
        setInput(value);
        setSearch(normalizeSearch(value));
      },
      onClear: () => {
        setInput('');
        setSearch(undefined);
      },
    },
  };
}
