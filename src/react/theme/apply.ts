// The browser side of the colour scheme: the system preference through matchMedia, and the switch
// antd-mobile's dark theme listens to (`data-prefers-color-scheme` on <html>); theme.css hangs the
// schemadesk tokens and `color-scheme` on the same attribute.
import { fixedSystemColorScheme, readThemePreference, resolveColorScheme, type ColorScheme, type SystemColorScheme } from '@core/theme';
import type { KeyValueStorage } from '@core/storage';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The system preference from `matchMedia('(prefers-color-scheme: dark)')`, live; fixed light without matchMedia. */
export function matchMediaColorScheme(win: Pick<Window, 'matchMedia'> | undefined = globalThis.window): SystemColorScheme {
  if (!win || typeof win.matchMedia !== 'function') return fixedSystemColorScheme(false);
  const query = win.matchMedia(DARK_QUERY);
  return {
    prefersDark: () => win.matchMedia(DARK_QUERY).matches,
    subscribe(listener) {
      const onChange = (event: MediaQueryListEvent) => listener(event.matches);
      // Safari before 14 only knows addListener.
      if (typeof query.addEventListener === 'function') {
        query.addEventListener('change', onChange);
        return () => query.removeEventListener('change', onChange);
      }
      query.addListener(onChange);
      return () => query.removeListener(onChange);
    },
  };
}

/** Shows `scheme`: antd-mobile's variables and ours follow `data-prefers-color-scheme` on <html>. */
export function applyColorScheme(scheme: ColorScheme, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  if (root.getAttribute('data-prefers-color-scheme') !== scheme) root.setAttribute('data-prefers-color-scheme', scheme);
}

/**
 * Applies the stored choice at once, before React renders, so a dark page never flashes light.
 * Returns the scheme applied.
 */
export function applyStoredColorScheme(storage: KeyValueStorage, system: SystemColorScheme = matchMediaColorScheme()): ColorScheme {
  const scheme = resolveColorScheme(readThemePreference(storage), system.prefersDark());
  applyColorScheme(scheme);
  return scheme;
}
