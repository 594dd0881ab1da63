// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage, errorPageTypes, resolveErrorPageType } from '@react/feedback';
import fixture from '../../../fixtures/feedback/error-pages.json';
import { renderIn } from './render';

afterEach(cleanup);

// Expected texts written out (spec form-widgets §8), not read from the locale files.
const expected = {
  '403': {
    zh: ['无权访问', '抱歉，您无权访问该页面/内容'],
    en: ['Access denied', 'Sorry, you are not allowed to access this page/content'],
  },
  '404': {
    zh: ['页面不存在', '页面走丢了，平台正在努力找回'],
    en: ['Page not found', 'The page is lost and the platform is retrieving it'],
  },
  '500': {
    zh: ['服务器异常', '服务器开小差了，平台正在紧急修复中'],
    en: ['Server error', "The server can't keep up. The platform is under urgent repair"],
  },
  loadFail: {
    zh: ['加载失败', '出了点问题，平台正在紧急修复中'],
    en: ['Loading failed', 'Something went wrong. The platform is under urgent repair'],
  },
  incompatible: {
    zh: ['浏览器版本过低', '当前浏览器版本过低，建议升级浏览器，以免存在安全风险'],
    en: [
      'Browser not supported',
      'The browser version is too early. We recommended that upgrade the browser to avoid potential security risks',
    ],
  },
} as const;

describe('ErrorPage', () => {
  it('covers exactly the spec types, as listed in the fixture', () => {
    expect([...errorPageTypes].sort()).toEqual(Object.keys(expected).sort());
    expect(fixture.types.map((entry) => entry.type).sort()).toEqual([...errorPageTypes].sort());
  });

  for (const type of errorPageTypes) {
    for (const language of ['zh', 'en'] as const) {
      it(`shows the ${type} title and text in ${language}`, () => {
        const [title, description] = expected[type][language];
        const { container } = renderIn(language, <ErrorPage type={type} />);
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
        expect(screen.getByText(description)).toBeTruthy();
        expect(container.querySelector('[data-feedback]')?.getAttribute('data-feedback')).toBe(`error-${type}`);
      });
    }
  }

  it('gives each type its own illustration', () => {
    const seen = new Set<string | null | undefined>();
    for (const type of errorPageTypes) {
      const { container, unmount } = renderIn('zh', <ErrorPage type={type} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      seen.add(svg?.getAttribute('data-illustration'));
      seen.add(svg?.innerHTML);
      unmount();
    }
    expect(seen.size).toBe(errorPageTypes.length * 2);
  });

  it('shows the 500 content for an unknown type', () => {
    expect(resolveErrorPageType(fixture.unknown.type)).toBe('500');
    expect(resolveErrorPageType(undefined)).toBe('500');
    const { container } = renderIn('en', <ErrorPage type={fixture.unknown.type} />);
    expect(screen.getByRole('heading').textContent).toBe('Server error');
    expect(screen.getByText(expected['500'].en[1])).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('data-illustration')).toBe('serverError');
  });

  it('lets the caller override the texts and add an action', () => {
    renderIn('zh', <ErrorPage type="404" title="找不到工单" description="工单已删除" action={<button type="button">重试</button>} />);
    expect(screen.getByRole('heading').textContent).toBe('找不到工单');
    expect(screen.getByText('工单已删除')).toBeTruthy();
    expect(screen.queryByText(expected['404'].zh[1])).toBeNull();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('onRetry shows a Retry button in the UI language that calls it; no button without it', () => {
    const retry = vi.fn();
    renderIn('en', <ErrorPage type="loadFail" description="timeout of 30000ms exceeded" onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    cleanup();
    renderIn('zh', <ErrorPage type="loadFail" onRetry={retry} />);
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    cleanup();
    renderIn('zh', <ErrorPage type="loadFail" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
