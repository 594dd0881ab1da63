import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from '@core/storage';
import {
  createThemeController,
  fixedSystemColorScheme,
  isThemePreference,
  readThemePreference,
  resolveColorScheme,
  THEME_STORAGE_KEY,
  themePreferences,
  writeThemePreference,
} from '@core/theme';
import { fakeSystem } from '../../support/fake-color-scheme';


const throwingStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => undefined,
};

describe('theme preference', () => {
  it('offers follow-the-system first, then light and dark', () => {
    expect(themePreferences).toEqual(['system', 'light', 'dark']);
    expect(themePreferences.every(isThemePreference)).toBe(true);
    expect(isThemePreference('auto')).toBe(false);
    expect(isThemePreference(undefined)).toBe(false);
  });

  it('is read from storage under `theme`; missing, unknown or unreadable means system', () => {
    expect(readThemePreference(createMemoryStorage())).toBe('system');
    expect(readThemePreference(createMemoryStorage({ theme: 'dark' }))).toBe('dark');
    expect(readThemePreference(createMemoryStorage({ theme: 'light' }))).toBe('light');
    expect(readThemePreference(createMemoryStorage({ theme: '"dark"' }))).toBe('system');
    expect(readThemePreference(throwingStorage)).toBe('system');
  });

  it('is written as a plain string; a refusing storage only warns', () => {
    const storage = createMemoryStorage();
    writeThemePreference(storage, 'dark');
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => writeThemePreference(throwingStorage, 'light')).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('resolves: a fixed choice wins, system follows the system', () => {
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
  });
});

describe('createThemeController', () => {
  it('starts from the stored choice and the system', () => {
    expect(createThemeController({ storage: createMemoryStorage(), system: fakeSystem(true) }).get()).toEqual({ preference: 'system', scheme: 'dark' });
    expect(createThemeController({ storage: createMemoryStorage({ theme: 'light' }), system: fakeSystem(true) }).get()).toEqual({ preference: 'light', scheme: 'light' });
    // Without a system source (Node) the system is light.
    expect(createThemeController({ storage: createMemoryStorage() }).get().scheme).toBe('light');
    expect(createThemeController({ storage: createMemoryStorage(), system: fixedSystemColorScheme(true) }).get().scheme).toBe('dark');
  });

  it('stores a new choice and tells its listeners', () => {
    const storage = createMemoryStorage();
    const theme = createThemeController({ storage, system: fakeSystem(false) });
    const seen: string[] = [];
    const stop = theme.subscribe((state) => seen.push(`${state.preference}/${state.scheme}`));
    theme.setPreference('dark');
    theme.setPreference('dark');
    theme.setPreference('system');
    expect(seen).toEqual(['dark/dark', 'system/light']);
    expect(storage.getItem('theme')).toBe('system');
    stop();
    theme.setPreference('light');
    expect(seen).toHaveLength(2);
    expect(theme.get()).toEqual({ preference: 'light', scheme: 'light' });
    expect(createThemeController({ storage }).get().preference).toBe('light');
  });

  it('ignores a choice that is not one', () => {
    const storage = createMemoryStorage({ theme: 'dark' });
    const theme = createThemeController({ storage });
    theme.setPreference('sepia' as never);
    expect(theme.get().preference).toBe('dark');
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('follows system changes live while the choice is system, not while it is fixed', () => {
    const system = fakeSystem(false);
    const theme = createThemeController({ storage: createMemoryStorage(), system });
    const schemes: string[] = [];
    theme.subscribe((state) => schemes.push(state.scheme));
    system.set(true);
    system.set(false);
    theme.setPreference('light');
    // The choice changed (the scheme did not): listeners hear of it once; the system no longer counts.
    system.set(true);
    expect(schemes).toEqual(['dark', 'light', 'light']);
    expect(theme.get().scheme).toBe('light');
    theme.setPreference('system');
    expect(schemes).toEqual(['dark', 'light', 'light', 'dark']);
  });

  it('keeps the same state object until something changes', () => {
    const system = fakeSystem(false);
    const theme = createThemeController({ storage: createMemoryStorage(), system });
    const first = theme.get();
    expect(theme.get()).toBe(first);
    theme.subscribe(() => undefined);
    expect(theme.get()).toBe(first);
    system.set(true);
    expect(theme.get()).not.toBe(first);
    expect(theme.get().scheme).toBe('dark');
  });

  it('watches the system only while someone listens, and reads it afresh when nobody does', () => {
    const system = fakeSystem(false);
    const theme = createThemeController({ storage: createMemoryStorage(), system });
    expect(system.watchers()).toBe(0);
    const stopA = theme.subscribe(() => undefined);
    const stopB = theme.subscribe(() => undefined);
    expect(system.watchers()).toBe(1);
    stopA();
    expect(system.watchers()).toBe(1);
    stopB();
    expect(system.watchers()).toBe(0);
    system.set(true);
    expect(theme.get().scheme).toBe('dark');
  });
});
