import { describe, expect, it } from 'vitest';
import {
  buildListQuery,
  countQuery,
  hasMorePages,
  HOME_PAGE_SIZE,
  mergePage,
  readCounts,
  statusColor,
  statusKey,
  urgencyKey,
} from '@plugins/blocks/home-page/model';

describe('home page model', () => {
  it('builds list requests of page size 10 with titleLike only when searching', () => {
    expect(HOME_PAGE_SIZE).toBe(10);
    expect(buildListQuery('unfinished', 1)).toEqual({ pageNum: 1, pageSize: 10, listType: 'unfinished' });
    expect(buildListQuery('todo', 3, ' vpn ')).toEqual({ pageNum: 3, pageSize: 10, listType: 'todo', titleLike: 'vpn' });
    expect(countQuery()).toEqual({ listTypes: ['unfinished', 'finished', 'todo'] });
  });

  it('appends pages without duplicates and replaces on page 1', () => {
    const a = { workOrderId: 'a' };
    const b = { workOrderId: 'b' };
    const c = { workOrderId: 'c' };
    expect(mergePage([a, b], [b, c], 2)).toEqual([a, b, c]);
    expect(mergePage([a, b], [c], 1)).toEqual([c]);
  });

  it('knows when more pages exist', () => {
    expect(hasMorePages(10, 25, 10)).toBe(true);
    expect(hasMorePages(25, 25, 5)).toBe(false);
    expect(hasMorePages(10, 30, 4)).toBe(false);
    expect(hasMorePages(0, 0, 0)).toBe(false);
  });

  it('maps status codes of spec §4 and urgency 0..3', () => {
    expect(['-10', '0', '10', '20', '30', '40', '50'].map((code) => statusKey(code))).toEqual(['-10', '0', '10', '20', '30', '40', '50']);
    expect(statusKey(99)).toBe('unknown');
    expect(statusKey(undefined)).toBe('unknown');
    expect(statusColor(20)).toBe('success');
    expect(statusColor(30)).toBe('danger');
    expect(statusColor(7)).toBe('default');
    expect([0, 1, 2, 3].map(urgencyKey)).toEqual(['0', '1', '2', '3']);
    expect(urgencyKey(4)).toBeUndefined();
    expect(urgencyKey('')).toBeUndefined();
  });

  it('reads the tab counts and ignores junk', () => {
    expect(readCounts({ unfinished: 3, finished: '2', todo: 1, draft: 9 })).toEqual({ unfinished: 3, finished: 2, todo: 1 });
    expect(readCounts({ unfinished: 'x' })).toEqual({});
    expect(readCounts(null)).toEqual({});
  });
});
