// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createRuntime, type KeyValueStorage } from '@core';
import type { SystemColorScheme } from '@core/theme';
import { RuntimeProvider } from '@react';
import { applyColorScheme, applyStoredColorScheme, matchMediaColorScheme, ThemeProvider, useTheme } from '@react/theme';
import { fakeSystem } from '../../support/fake-color-scheme';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-prefers-color-scheme');
});

const scheme = () => document.documentElement.getAttribute('data-prefers-color-scheme');


function Probe() {
  const theme = useTheme();
  return (
    <button type="button" data-testid="probe" data-preference={theme.preference} onClick={() => theme.setPreference(theme.preference === 'dark' ? 'light' : 'dark')}>
      {theme.scheme}
    </button>
  );
}

function renderApp(storage: KeyValueStorage, system: SystemColorScheme) {
  const runtime = createRuntime({ storage });
  return render(
    <RuntimeProvider runtime={runtime}>
      <ThemeProvider system={system}>
        <Probe />
      </ThemeProvider>
    </RuntimeProvider>,
  );
}

describe('ThemeProvider', () => {
  it('applies the stored choice to <html> before paint and shares it with useTheme', () => {
    renderApp(createMemoryStorage({ theme: 'dark' }), fakeSystem(false));
    expect(scheme()).toBe('dark');
    expect(screen.getByTestId('probe').textContent).toBe('dark');
  });

  it('follows the system live while the choice is system (the default)', () => {
    const system = fakeSystem(false);
    renderApp(createMemoryStorage(), system);
    expect(scheme()).toBe('light');
    act(() => system.set(true));
    expect(scheme()).toBe('dark');
    expect(screen.getByTestId('probe').dataset.preference).toBe('system');
  });

  it('stores a new choice in the runtime storage', () => {
    const storage = createMemoryStorage();
    const system = fakeSystem(false);
    renderApp(storage, system);
    act(() => screen.getByTestId('probe').click());
    expect(storage.getItem('theme')).toBe('dark');
    expect(scheme()).toBe('dark');
    act(() => system.set(false));
    expect(scheme()).toBe('dark');
  });
});

describe('applying the scheme', () => {
  it('sets data-prefers-color-scheme, the attribute antd-mobile and theme.css key on', () => {
    applyColorScheme('dark');
    expect(scheme()).toBe('dark');
    applyColorScheme('light');
    expect(scheme()).toBe('light');
  });

  it('applies the stored choice at boot, resolving system through the given source', () => {
    expect(applyStoredColorScheme(createMemoryStorage(), fakeSystem(true))).toBe('dark');
    expect(scheme()).toBe('dark');
    expect(applyStoredColorScheme(createMemoryStorage({ theme: 'light' }), fakeSystem(true))).toBe('light');
    expect(scheme()).toBe('light');
  });

  it('reads the system from matchMedia, and is light without it', () => {
    const listeners: ((event: { matches: boolean }) => void)[] = [];
    let dark = true;
    const win = {
      matchMedia: (query: string) =>
        ({
          matches: query === '(prefers-color-scheme: dark)' && dark,
          addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.push(listener),
          removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.splice(listeners.indexOf(listener), 1),
        }) as unknown as MediaQueryList,
    };
    const system = matchMediaColorScheme(win);
    expect(system.prefersDark()).toBe(true);
    const seen: boolean[] = [];
    const stop = system.subscribe((value) => seen.push(value));
    dark = false;
    listeners.forEach((listener) => listener({ matches: false }));
    expect(seen).toEqual([false]);
    stop();
    expect(listeners).toHaveLength(0);
    expect(matchMediaColorScheme({} as Pick<Window, 'matchMedia'>).prefersDark()).toBe(false);
  });
});
