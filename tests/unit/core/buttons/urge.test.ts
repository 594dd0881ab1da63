import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@core';
import { recordUrge, URGE_COOLDOWN_MS, URGE_STORAGE_KEY, urgeWaitMs } from '@core/buttons';

describe('urge cooldown', () => {
  it('is 10 minutes per user and ticket', () => {
    expect(URGE_COOLDOWN_MS).toBe(600000);
    const storage = createMemoryStorage();
    const t0 = 1_000_000;
    expect(urgeWaitMs(storage, 'u1', 'w1', t0)).toBe(0);
    recordUrge(storage, 'u1', 'w1', t0);
    expect(urgeWaitMs(storage, 'u1', 'w1', t0 + 60_000)).toBe(540_000);
    expect(urgeWaitMs(storage, 'u2', 'w1', t0)).toBe(0);
    expect(urgeWaitMs(storage, 'u1', 'w2', t0)).toBe(0);
    expect(urgeWaitMs(storage, 'u1', 'w1', t0 + URGE_COOLDOWN_MS)).toBe(0);
  });

  it('drops expired entries and survives junk in storage', () => {
    const storage = createMemoryStorage({ [URGE_STORAGE_KEY]: '{not json' });
    expect(urgeWaitMs(storage, 'u', 'w', 0)).toBe(0);
    recordUrge(storage, 'u', 'old', 0);
    recordUrge(storage, 'u', 'new', URGE_COOLDOWN_MS + 1);
    expect(Object.keys(JSON.parse(storage.getItem(URGE_STORAGE_KEY)!) as object)).toEqual(['u:new']);
  });
});
