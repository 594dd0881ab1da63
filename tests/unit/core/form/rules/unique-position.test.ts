import { describe, expect, it } from 'vitest';
import {
  allowedPositions,
  checkPosition,
  haversineDistance,
  positionValidator,
  uniqueCellValidator,
  uniqueColumnsValidator,
  uniqueKeyOf,
  validateUniqueColumn,
} from '@core/form/rules';
import { makeCtx, makeField } from './helpers';

describe('validateUniqueColumn', () => {
  it.each([
    ['no rows', [], []],
    ['distinct', [{ rowData: { sn: 'A' } }, { rowData: { sn: 'B' } }], []],
    ['duplicates (trimmed, number vs text)', [{ rowData: { sn: 'A' } }, { rowData: { sn: '7' } }, { rowData: { sn: ' A ' } }, { rowData: { sn: 7 } }], [0, 1, 2, 3]],
    ['empty cells never conflict', [{ rowData: { sn: '' } }, { rowData: { sn: '' } }, { rowData: {} }], []],
    ['flat rows', [{ sn: 'x' }, { sn: 'y' }, { sn: 'x' }], [0, 2]],
    [
      'members in another order',
      [
        { rowData: { sn: [{ userId: 'u1', userName: 'A' }, { userId: 'u2', userName: 'B' }] } },
        { rowData: { sn: [{ userId: 'u2', userName: 'B (alias)' }, { userId: 'u1', userName: 'A' }] } },
      ],
      [0, 1],
    ],
  ])('%s', (_name, rows, conflicts) => {
    expect(validateUniqueColumn(rows, 'sn')).toEqual(conflicts);
  });

  it('keys objects by id, lists regardless of order', () => {
    expect(uniqueKeyOf({ id: 1, label: 'x' })).toBe(uniqueKeyOf({ label: 'y', id: '1' }));
    expect(uniqueKeyOf(['b', 'a'])).toBe(uniqueKeyOf(['a', 'b']));
    expect(uniqueKeyOf('a')).not.toBe(uniqueKeyOf('b'));
  });
});

describe('unique validators (en / zh)', () => {
  const ctx = makeCtx(makeField({ code: 'sn' }));
  const zh = makeCtx(makeField({ code: 'sn' }), { language: 'zh' });

  it('flags a cell whose value appears twice in its column', async () => {
    const v = uniqueCellValidator(['A', 'B', 'A']);
    expect(await v('B', ctx)).toBeUndefined();
    expect(await v('A', ctx)).toBe('Same data exists');
    expect(await v('A', zh)).toBe('存在相同数据');
    expect(await v('', ctx)).toBeUndefined();
  });

  it('reads the column lazily from the context', async () => {
    const v = uniqueCellValidator((c) => (c.values.column as unknown[]) ?? []);
    expect(await v('A', { ...ctx, values: { column: ['A', 'A'] } })).toBe('Same data exists');
    expect(await v('A', { ...ctx, values: { column: ['A'] } })).toBeUndefined();
  });

  it('checks whole table values', async () => {
    const v = uniqueColumnsValidator(['sn']);
    expect(await v([{ rowData: { sn: 1 } }, { rowData: { sn: 2 } }], ctx)).toBeUndefined();
    expect(await v([{ rowData: { sn: 1 } }, { rowData: { sn: 1 } }], zh)).toBe('存在相同数据');
  });
});

// Tian'anmen and points around it.
const centre = { latitude: 39.908722, longitude: 116.397499 };
const about300mNorth = { latitude: 39.911422, longitude: 116.397499 };
const shanghai = { latitude: 31.230416, longitude: 121.473701 };

describe('haversineDistance', () => {
  it('measures known distances', () => {
    expect(haversineDistance(centre, centre)).toBe(0);
    expect(haversineDistance(centre, about300mNorth)).toBeGreaterThan(295);
    expect(haversineDistance(centre, about300mNorth)).toBeLessThan(305);
    // Beijing - Shanghai is about 1067 km as the crow flies.
    expect(haversineDistance(centre, shanghai) / 1000).toBeGreaterThan(1060);
    expect(haversineDistance(centre, shanghai) / 1000).toBeLessThan(1075);
  });
});

describe('checkPosition', () => {
  const check = { mark: true, type: 'customize', positions: [{ ...shanghai, range: 1000 }, { ...centre, range: 500 }] };

  it.each([
    ['within one of the positions', about300mNorth, check, {}, { outcome: 'complete' }],
    ['outside every position', { latitude: 40.0, longitude: 116.4 }, check, {}, { outcome: 'error', message: 'rules.positionOutOfRange' }],
    ['narrow range', about300mNorth, { mark: true, positions: [{ ...centre, range: 200 }] }, {}, { outcome: 'error', message: 'rules.positionOutOfRange' }],
    ['no coordinates', { positionName: 'x' }, check, {}, { outcome: 'error', message: 'rules.positionOutOfRange' }],
    ['map unavailable', about300mNorth, check, { mapAvailable: false }, { outcome: 'unload' }],
    ['no positions', about300mNorth, { mark: true, positions: [] }, {}, { outcome: 'complete' }],
    ['mark off', { latitude: 0, longitude: 0 }, { mark: false, positions: [{ ...centre, range: 1 }] }, {}, { outcome: 'complete' }],
    ['string coordinates', { latitude: '39.911422', longitude: '116.397499' }, check, {}, { outcome: 'complete' }],
  ])('%s', (_name, value, positionCheck, options, result) => {
    expect(checkPosition(value, positionCheck, options)).toEqual(result);
  });

  it('centres on another position field when configured so', () => {
    const byField = { mark: true, type: 'field', fieldCode: 'site', range: 500 };
    const values = { site: { ...centre, positionName: 'HQ' } };
    expect(checkPosition(about300mNorth, byField, { values })).toEqual({ outcome: 'complete' });
    expect(checkPosition(shanghai, byField, { values }).outcome).toBe('error');
    expect(allowedPositions(byField, {})).toEqual([]);
  });

  it('caps a radius at 10000 m and falls back to the check range', () => {
    expect(allowedPositions({ positions: [{ ...centre, range: 50000 }] })[0].range).toBe(10000);
    expect(allowedPositions({ range: 300, positions: [centre] })[0].range).toBe(300);
  });
});

describe('positionValidator (en / zh)', () => {
  const field = makeField({ type: 'POSITION' });
  const check = { mark: true, positions: [{ ...centre, range: 500 }] };

  it('passes inside, fails outside, and fails when the map is unavailable', async () => {
    const v = positionValidator(check);
    expect(await v(about300mNorth, makeCtx(field))).toBeUndefined();
    expect(await v(shanghai, makeCtx(field))).toBe('Not within the restricted range of positioning');
    expect(await v(shanghai, makeCtx(field, { language: 'zh' }))).toBe('不在定位限制范围内');
    expect(await v(undefined, makeCtx(field))).toBeUndefined();
    const offline = positionValidator(check, async () => false);
    expect(await offline(about300mNorth, makeCtx(field))).toBe('Location verification failed. Contact admin');
    expect(await offline(about300mNorth, makeCtx(field, { language: 'zh' }))).toBe('定位校验失败，请联系管理员');
  });
});
