import { createContext, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createThemeController, type ColorScheme, type SystemColorScheme, type ThemeController, type ThemePreference } from '@core/theme';
import type { KeyValueStorage } from '@core/storage';
import { useRuntime } from '../runtime/runtime-provider';
import { applyColorScheme, matchMediaColorScheme } from './apply';

/** What {@link useTheme} gives: the choice, the scheme shown, and the way to choose. */
export interface ThemeValue {
  preference: ThemePreference;
  scheme: ColorScheme;
  setPreference(preference: ThemePreference): void;
}

const ThemeContext = createContext<ThemeController | undefined>(undefined);

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** Where the choice lives. @default the runtime's storage */
  storage?: KeyValueStorage;
  /** The system preference. @default matchMediaColorScheme() */
  system?: SystemColorScheme;
  children?: ReactNode;
}

function useController(controller: ThemeController): ThemeValue {
  const state = useSyncExternalStore(controller.subscribe, controller.get, controller.get);
  return useMemo(() => ({ ...state, setPreference: controller.setPreference }), [state, controller]);
}

/** Shows the scheme on <html> before the browser paints (a layout effect: no flash of the other scheme). */
function useAppliedScheme(scheme: ColorScheme) {
  useLayoutEffect(() => applyColorScheme(scheme), [scheme]);
}

/**
 * The app's colour scheme: reads the stored choice (`theme`: light, dark or system), applies the
 * resolved scheme to <html> (antd-mobile's dark theme and the `--sd-*` tokens of theme.css) and
 * follows the system live while the choice is system. Place it inside RuntimeProvider.
 */
export function ThemeProvider({ storage, system, children }: ThemeProviderProps) {
  const runtime = useRuntime();
  const store = storage ?? runtime.storage;
  const [controller] = useState(() => createThemeController({ storage: store, system: system ?? matchMediaColorScheme() }));
  const { scheme } = useController(controller);
  useAppliedScheme(scheme);
  return <ThemeContext.Provider value={controller}>{children}</ThemeContext.Provider>;
}

/**
 * The colour scheme and its switch. Under a {@link ThemeProvider} it shares the app's; without one
 * (a block rendered alone, a story) it runs its own on the runtime's storage and applies it too.
 */
export function useTheme(): ThemeValue {
  const shared = useContext(ThemeContext);
  const runtime = useRuntime();
  const [own] = useState(() => shared ?? createThemeController({ storage: runtime.storage, system: matchMediaColorScheme() }));
  const value = useController(shared ?? own);
  // Only the provider applies when there is one.
  useLayoutEffect(() => {
    if (!shared) applyColorScheme(value.scheme);
  }, [shared, value.scheme]);
  return value;
}
