import { describe, expect, it } from 'vitest';
import { normalizeSearch, SEARCH_DEBOUNCE_MS } from '@core/search';

describe('search rule (service-desk §5)', () => {
  it('trims the text; blank or missing text is no filter', () => {
    expect(normalizeSearch('  INC-0001 ')).toBe('INC-0001');
    expect(normalizeSearch('  事件 ')).toBe('事件');
    expect(normalizeSearch('   ')).toBeUndefined();
    expect(normalizeSearch(undefined)).toBeUndefined();
    expect(normalizeSearch(null)).toBeUndefined();
  });

  it('waits 500 ms after typing', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
});
