// Colour scheme (issue 13): the user's choice (light, dark, or follow the system), stored on the
// device, and the scheme it resolves to. Framework-free: the system's preference comes in through a
// small source interface (matchMedia in the browser, src/react/theme), so this runs in plain Node.
import type { KeyValueStorage } from './storage';

/** What the user chose: a fixed scheme, or follow the system's. */
export type ThemePreference = 'system' | 'light' | 'dark';
/** The scheme actually shown. */
export type ColorScheme = 'light' | 'dark';

/** Storage key of the choice; a device preference like `language`, so logout keeps it. */
export const THEME_STORAGE_KEY = 'theme';
/** The choices, in the order a selector offers them. */
export const themePreferences: readonly ThemePreference[] = ['system', 'light', 'dark'];
/** @default 'system' */
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system';

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** The stored choice; a missing, unknown or unreadable entry yields {@link DEFAULT_THEME_PREFERENCE}. */
export function readThemePreference(storage: KeyValueStorage): ThemePreference {
  try {
    const stored = storage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : DEFAULT_THEME_PREFERENCE;
  } catch {
    return DEFAULT_THEME_PREFERENCE;
  }
}

/** Stores the choice; a storage that refuses (private mode, quota) keeps it for this visit only. */
export function writeThemePreference(storage: KeyValueStorage, preference: ThemePreference): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, preference);
  } catch (error) {
    console.warn('[theme] could not store the colour scheme', error);
  }
}

/** The scheme a choice shows when the system prefers dark (`systemPrefersDark`) or not. */
export function resolveColorScheme(preference: ThemePreference, systemPrefersDark: boolean): ColorScheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** The system's colour-scheme preference and its changes (`prefers-color-scheme` in the browser). */
export interface SystemColorScheme {
  prefersDark(): boolean;
  /** Calls `listener` whenever the system preference changes; returns the disposer. */
  subscribe(listener: (prefersDark: boolean) => void): () => void;
}

/** A system that always prefers `dark` (or light) and never changes: Node, tests, old browsers. */
export function fixedSystemColorScheme(dark = false): SystemColorScheme {
  return { prefersDark: () => dark, subscribe: () => () => undefined };
}

/** The choice and the scheme it resolves to now. */
export interface ThemeState {
  readonly preference: ThemePreference;
  readonly scheme: ColorScheme;
}

/** Options of {@link createThemeController}. */
export interface ThemeControllerOptions {
  /** Where the choice is read from and written to (the runtime's storage). */
  storage: KeyValueStorage;
  /** The system preference. @default fixedSystemColorScheme(false) */
  system?: SystemColorScheme;
}

/** The theme of one app instance: the stored choice, the resolved scheme, and their changes. */
export interface ThemeController {
  /** The current state; the same object until something changes (fit for `useSyncExternalStore`). */
  get(): ThemeState;
  /** Stores the choice and resolves the scheme again. */
  setPreference(preference: ThemePreference): void;
  /**
   * Calls `listener` when the choice or the resolved scheme changes (a system change while the
   * choice is `system`). The system is only watched while someone listens. Returns the disposer.
   */
  subscribe(listener: (state: ThemeState) => void): () => void;
}

/**
 * Builds the theme controller.
 * @example
 * const theme = createThemeController({ storage: runtime.storage, system: matchMediaColorScheme() });
 * const stop = theme.subscribe(({ scheme }) => applyColorScheme(scheme));
 */
export function createThemeController({ storage, system = fixedSystemColorScheme() }: ThemeControllerOptions): ThemeController {
  let preference = readThemePreference(storage);
  let systemDark = system.prefersDark();
  let state: ThemeState = { preference, scheme: resolveColorScheme(preference, systemDark) };
  const listeners = new Set<(state: ThemeState) => void>();
  let stopSystem: (() => void) | undefined;

  /** Recomputes the state; a new object (and a notification) only when something changed. */
  const refresh = (notify: boolean) => {
    const scheme = resolveColorScheme(preference, systemDark);
    if (scheme === state.scheme && preference === state.preference) return;
    state = { preference, scheme };
    if (notify) for (const listener of [...listeners]) listener(state);
  };

  return {
    get() {
      // Unwatched, the system may have changed since the last look.
      if (!stopSystem) {
        systemDark = system.prefersDark();
        refresh(false);
      }
      return state;
    },
    setPreference(next) {
      if (!isThemePreference(next)) return;
      writeThemePreference(storage, next);
      preference = next;
      refresh(true);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!stopSystem) {
        systemDark = system.prefersDark();
        refresh(false);
        stopSystem = system.subscribe((dark) => {
          systemDark = dark;
          refresh(true);
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopSystem) {
          stopSystem();
          stopSystem = undefined;
        }
      };
    },
  };
}
