import { describe, expect, it } from 'vitest';
import { createMemoryStorage, defaultStorage, readJson, writeJson } from '@core';

describe('storage', () => {
  it('keeps strings in memory and starts from the initial entries', () => {
    const storage = createMemoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('missing')).toBeNull();
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.getItem('b')).toBe('2');
  });

  it('reads and writes JSON, giving undefined for missing, empty or unparsable entries', () => {
    const storage = createMemoryStorage({ empty: '', broken: '{x' });
    writeJson(storage, 'obj', { a: [1, 2] });
    expect(storage.getItem('obj')).toBe('{"a":[1,2]}');
    expect(readJson(storage, 'obj')).toEqual({ a: [1, 2] });
    expect(readJson(storage, 'missing')).toBeUndefined();
    expect(readJson(storage, 'empty')).toBeUndefined();
    expect(readJson(storage, 'broken')).toBeUndefined();
  });

  it('falls back to a fresh in-memory store outside a browser', () => {
    const a = defaultStorage();
    const b = defaultStorage();
    a.setItem('k', 'v');
    expect(a.getItem('k')).toBe('v');
    if (typeof globalThis.localStorage === 'undefined') expect(b.getItem('k')).toBeNull();
  });
});
