// The catalogue's readers and rules, without a DOM: tiles and catalogues as the gateway sends them, the auto-open
// rule (spec §2), what counts as a done add/remove (code 100000 and success true), and the sort body.
import { describe, expect, it } from 'vitest';
import { moveItem } from '../shared/sortable';
import { autoOpenChild, commonOutcome, levelQuery, readLevel, readLevelOne, readRecent, readTiles, sortBody, withCommons } from './model';

const tile = (id: string, extra: Record<string, unknown> = {}) => ({ id, modelId: id, name: `N ${id}`, description: `D ${id}`, icon: 'key', processDefId: `proc:${id}`, commonId: null, ...extra });

describe('readers', () => {
  it('reads tiles, drops unreadable ones and repeats', () => {
    expect(readTiles([tile('a', { commonId: 'cm-1' }), tile('a'), { id: 'b' }, null, 'x', tile('c')])).toEqual([
      { id: 'a', name: 'N a', description: 'D a', icon: 'key', processDefId: 'proc:a', commonId: 'cm-1' },
      { id: 'c', name: 'N c', description: 'D c', icon: 'key', processDefId: 'proc:c', commonId: null },
    ]);
    expect(readTiles(undefined)).toEqual([]);
    expect(readRecent({ records: [tile('r')], total: 1 }).map((t) => t.id)).toEqual(['r']);
    expect(readRecent(null)).toEqual([]);
  });

  it('reads level-1 catalogues from a page and a level from listByPid', () => {
    expect(readLevelOne({ records: [{ id: 'c1', name: 'Office', icon: 'laptop', level: 1, modelCount: 0, childCount: 2 }, { name: 'no id' }] })).toEqual([
      { id: 'c1', name: 'Office', icon: 'laptop', level: 1, modelCount: 0, childCount: 2 },
    ]);
    const level = readLevel({ catalogList: [{ id: 'c2', name: 'Accounts', icon: 'key' }], tileModelList: [tile('m')], tileTotal: 24 }, 1);
    expect(level.catalogs[0]).toMatchObject({ id: 'c2', level: 2 });
    expect(level.tiles.map((t) => t.id)).toEqual(['m']);
    expect(level.tileTotal).toBe(24);
    expect(readLevel('nope', 1)).toEqual({ catalogs: [], tiles: [], tileTotal: 0 });
    expect(levelQuery({ id: 'c2', level: 2 }, 3)).toEqual({ pid: 'c2', level: 2, pageNum: 3, pageSize: 20 });
  });
});

describe('auto-open (spec §2)', () => {
  const child = { id: 'c2', name: 'Accounts', icon: 'key', level: 2, modelCount: 3, childCount: 0 };
  it('a level-1 catalogue without tiles opens its first sub-catalogue', () => {
    expect(autoOpenChild({ level: 1 }, { catalogs: [child], tiles: [], tileTotal: 0 })).toBe(child);
  });
  it('not with tiles, not below level 1, not without sub-catalogues', () => {
    expect(autoOpenChild({ level: 1 }, { catalogs: [child], tiles: [readTiles([tile('m')])[0]!], tileTotal: 1 })).toBeUndefined();
    expect(autoOpenChild({ level: 2 }, { catalogs: [child], tiles: [], tileTotal: 0 })).toBeUndefined();
    expect(autoOpenChild({ level: 1 }, { catalogs: [], tiles: [], tileTotal: 0 })).toBeUndefined();
  });
});

describe('common services', () => {
  it('an add or remove is done only when success is true', () => {
    expect(commonOutcome({ success: true, commonId: 'cm-9' })).toEqual({ ok: true, commonId: 'cm-9' });
    expect(commonOutcome({ success: false, commonId: 'cm-1', message: 'already' })).toEqual({ ok: false, message: 'already' });
    expect(commonOutcome({ success: 'true' })).toEqual({ ok: false, message: undefined });
    expect(commonOutcome(true)).toEqual({ ok: false, message: undefined });
  });

  it('the sort body lists the commonIds in order; moves clamp', () => {
    const list = readTiles([tile('a', { commonId: 'cm-1' }), tile('b', { commonId: 'cm-2' }), tile('c', { commonId: 'cm-3' })]);
    expect(sortBody(moveItem(list, 2, 0))).toEqual({ ids: ['cm-3', 'cm-1', 'cm-2'] });
    expect(moveItem([1, 2, 3], 0, 9)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });

  it("tiles follow the user's changes since they loaded", () => {
    const list = readTiles([tile('a', { commonId: 'cm-1' }), tile('b')]);
    expect(withCommons(list, new Map([['a', null], ['b', 'cm-7']])).map((t) => t.commonId)).toEqual([null, 'cm-7']);
  });
});
