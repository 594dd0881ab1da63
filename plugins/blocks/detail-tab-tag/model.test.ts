import { describe, expect, it } from 'vitest';
import { checkTagName, generateTagId, offeredRecentTags, readOrderTags, readTags, saveTagBody, TAG_NAME_MAX, tagForName } from './model';

describe('tags tab model', () => {
  it('generates 32 lowercase hex digits from the random source, a new id each time', () => {
    expect(generateTagId((bytes) => bytes.fill(0xab))).toBe('ab'.repeat(16));
    expect(generateTagId((bytes) => bytes.forEach((_, i) => (bytes[i] = i)))).toBe('000102030405060708090a0b0c0d0e0f');
    const a = generateTagId();
    const b = generateTagId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('refuses empty, too long and duplicate names (any case), and trims the name', () => {
    const onTicket = [{ tagName: 'Network' }];
    expect(checkTagName('   ', onTicket)).toEqual({ ok: false, problem: 'nameEmpty' });
    expect(checkTagName('界'.repeat(TAG_NAME_MAX + 1), onTicket)).toEqual({ ok: false, problem: 'nameTooLong' });
    expect(checkTagName('界'.repeat(TAG_NAME_MAX), onTicket)).toEqual({ ok: true, name: '界'.repeat(TAG_NAME_MAX) });
    expect(checkTagName(' network ', onTicket)).toEqual({ ok: false, problem: 'nameDuplicate' });
    expect(checkTagName(' VPN ', onTicket)).toEqual({ ok: true, name: 'VPN' });
  });

  it('a known name keeps its tag id; a new one gets a fresh id', () => {
    const known = [{ id: 'k'.repeat(32), tagName: 'VPN', isOnlyYourSelf: false }];
    expect(tagForName('vpn', known, () => 'new')).toEqual({ id: 'k'.repeat(32), tagName: 'VPN' });
    expect(tagForName('Mail', known, () => 'n'.repeat(32))).toEqual({ id: 'n'.repeat(32), tagName: 'Mail' });
  });

  it('reads the ticket tags with their delete ids, and recent tags once each', () => {
    expect(
      readOrderTags([
        { orderTagId: 'ot-1', orderTagIds: ['ot-1'], id: 'a', tagName: 'A', isOnlyYourSelf: true },
        { orderTagId: 'ot-2', id: 'b', tagAlias: 'B' },
        { id: 'c', tagName: 'C', orderTagIds: 'ot-3,ot-4' },
        { tagName: 'no id' },
        'junk',
      ]),
    ).toEqual([
      { id: 'a', tagName: 'A', isOnlyYourSelf: true, orderTagIds: ['ot-1'] },
      { id: 'b', tagName: 'B', isOnlyYourSelf: false, orderTagIds: ['ot-2'] },
      { id: 'c', tagName: 'C', isOnlyYourSelf: false, orderTagIds: ['ot-3', 'ot-4'] },
    ]);
    expect(readTags([{ id: 'a', tagName: 'A' }, { id: 'a', tagName: 'A' }, { id: 'b', tagName: 'B', isOnlyYourSelf: 1 }])).toEqual([
      { id: 'a', tagName: 'A', isOnlyYourSelf: false },
      { id: 'b', tagName: 'B', isOnlyYourSelf: true },
    ]);
    expect(readTags(null)).toEqual([]);
  });

  it('offers the recent tags not on the ticket, and builds the save body', () => {
    const recent = [
      { id: 'a', tagName: 'A', isOnlyYourSelf: false },
      { id: 'b', tagName: 'B', isOnlyYourSelf: false },
      { id: 'x', tagName: 'c', isOnlyYourSelf: false },
    ];
    const onTicket = [
      { id: 'a', tagName: 'A', isOnlyYourSelf: false, orderTagIds: ['1'] },
      { id: 'c', tagName: 'C', isOnlyYourSelf: false, orderTagIds: ['2'] },
    ];
    expect(offeredRecentTags(recent, onTicket).map((tag) => tag.id)).toEqual(['b']);
    expect(saveTagBody('w1', true, [{ id: 'a', tagName: 'A' }])).toEqual({ orderId: 'w1', isOnlyYourSelf: true, tags: [{ id: 'a', tagName: 'A' }] });
  });
});
