// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickText, useLanguage, useRuntime, useT } from '@react';
import { renderWithRuntime, setup } from './support';

afterEach(cleanup);

function Texts() {
  const t = useT();
  const language = useLanguage();
  const { t: i18nextT } = useTranslation();
  return (
    <div>
      <span data-testid="retry">{t('app.retry')}</span>
      <span data-testid="lang">{language}</span>
      <span data-testid="i18next">{i18nextT('app.me.logout')}</span>
    </div>
  );
}

describe('RuntimeProvider', () => {
  it('translates in the stored language and re-renders every text on a language change', () => {
    const { runtime } = setup({ language: 'zh' });
    renderWithRuntime(runtime, <Texts />);
    expect(screen.getByTestId('retry').textContent).toBe('重试');
    expect(screen.getByTestId('i18next').textContent).toBe('退出登录');
    expect(document.documentElement.lang).toBe('zh-CN');

    act(() => runtime.i18n.setLanguage('en'));
    expect(screen.getByTestId('retry').textContent).toBe('Retry');
    expect(screen.getByTestId('i18next').textContent).toBe('Log out');
    expect(screen.getByTestId('lang').textContent).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(runtime.storage.getItem('language')).toBe('en');
  });

  it('gives hooks the runtime it was handed', () => {
    const { runtime } = setup();
    let seen: unknown;
    function Probe() {
      seen = useRuntime();
      return null;
    }
    renderWithRuntime(runtime, <Probe />);
    expect(seen).toBe(runtime);
  });

  it('fails loudly when a hook is used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    // jsdom also reports the render error to window; keep the output readable.
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    function Probe() {
      useRuntime();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(/RuntimeProvider/);
    window.removeEventListener('error', quiet);
    spy.mockRestore();
  });

  it('stops listening to the bus after unmount', () => {
    const { runtime } = setup();
    const { unmount } = renderWithRuntime(runtime, <Texts />);
    unmount();
    expect(() => runtime.i18n.setLanguage('en')).not.toThrow();
  });
});

describe('pickText', () => {
  it('picks the language and falls back to Chinese', () => {
    expect(pickText({ zh: '首页', en: 'Home' }, 'en')).toBe('Home');
    expect(pickText({ zh: '首页', en: '' }, 'en')).toBe('首页');
  });
});
