import { describe, expect, it } from 'vitest';
import {
  buildListQuery,
  countQuery,
  hasMorePages,
  HOME_PAGE_SIZE,
  homeTabTitleKey,
  homeTabs,
  mergePage,
  readCounts,
  statusColor,
  statusKey,
  urgencyKey,
} from '@plugins/blocks/home-page/model';
import { bannerModules } from '@plugins/blocks/home-page/banner';

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

  it('titles the to-do tab "Todo" only when the host hides the home modules (spec §2)', () => {
    expect(homeTabs.map((tab) => homeTabTitleKey(tab, false))).toEqual(['app.home.tabs.unfinished', 'app.home.tabs.finished', 'app.home.tabs.todo']);
    expect(homeTabs.map((tab) => homeTabTitleKey(tab, true))).toEqual(['app.home.tabs.unfinished', 'app.home.tabs.finished', 'app.home.todoShort']);
  });

  it('reads the tab counts and ignores junk', () => {
    expect(readCounts({ unfinished: 3, finished: '2', todo: 1, draft: 9 })).toEqual({ unfinished: 3, finished: 2, todo: 1 });
    expect(readCounts({ unfinished: 'x' })).toEqual({});
    expect(readCounts(null)).toEqual({});
  });

  it("the banner's modules: the shown ones of a stored list in its order, else the defaults (every module but home)", () => {
    const stored = { queryContent: JSON.stringify({ modules: [{ key: 'me', isHidden: false }, { key: 'nope', isHidden: false }, { key: 'search', isHidden: true }, { key: 'home', isHidden: false }] }) };
    expect(bannerModules(stored).map((module) => module.key)).toEqual(['me', 'home']);
    const defaults = ['flowCenter', 'worklist', 'search', 'messageCenter', 'changeCalender', 'me'];
    expect(bannerModules(undefined).map((module) => module.key)).toEqual(defaults);
    expect(bannerModules({ queryContent: null }).map((module) => module.key)).toEqual(defaults);
    expect(bannerModules({ queryContent: '{broken' }).map((module) => module.key)).toEqual(defaults);
  });
});
