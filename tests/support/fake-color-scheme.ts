import type { SystemColorScheme } from '@core/theme';

/** A system colour-scheme preference a test flips by hand (`set`), counting its watchers. */
export function fakeSystem(dark = false): SystemColorScheme & { set(dark: boolean): void; watchers(): number } {
  const listeners = new Set<(dark: boolean) => void>();
  return {
    prefersDark: () => dark,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      dark = next;
      for (const listener of [...listeners]) listener(next);
    },
    watchers: () => listeners.size,
  };
}
