// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '@core';
import { pages, resolvePages } from '@app/pages';
import { AppRoutes, buildRoutes, normalizeBasePath, type RoutingConfig } from '@app/router';
import { activeMenuItem } from '@app/layout';
import { renderWithRuntime, setup, zhangsan, type SetupOptions } from '../react/support';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const config: RoutingConfig = {
  routerMode: 'browser',
  basePath: '/',
  homePath: defaultConfig.homePath,
  noPermissionPath: defaultConfig.noPermissionPath,
  bottomMenu: defaultConfig.bottomMenu,
};

/** The app's routes in a memory router, with a probe that reads and moves the location as a data router's `state` / `navigate` would. */
function renderAt(path: string, options: SetupOptions = {}) {
  const t = setup(options);
  const seen: { location?: Location; historyAction?: string; navigate?: NavigateFunction } = {};
  function Probe() {
    seen.location = useLocation();
    seen.historyAction = useNavigationType();
    seen.navigate = useNavigate();
    return null;
  }
  renderWithRuntime(
    t.runtime,
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <AppRoutes routes={buildRoutes(resolvePages(pages), config)} />
    </MemoryRouter>,
  );
  const router = {
    get state() {
      return { location: seen.location!, historyAction: seen.historyAction };
    },
    navigate: async (to: string | number) => {
      if (typeof to === 'number') await seen.navigate!(to);
      else await seen.navigate!(to);
    },
  };
  return { ...t, router };
}

const title = () => screen.getByTestId('page-title').textContent;

describe('app routes', () => {
  it('redirects / to /homePage, inside the mobile layout with the bottom menu', async () => {
    const { router } = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/homePage'));
    expect(title()).toBe('首页');
    expect(screen.getByTestId('tab-home')).toBeTruthy();
    expect(screen.getByTestId('tab-flowCenter').textContent).toContain('发起工单');
    expect(document.title).toBe('首页');
  });

  it('switches routes from the bottom menu and opens a page off it (create by voice)', async () => {
    const { router } = renderAt('/homePage');
    fireEvent.click(screen.getByTestId('tab-flowCenter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flowCenter'));
    expect(title()).toBe('发起工单');
    expect(await screen.findByTestId('flow-center')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tab-home'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homePage'));
    // A page off the menu: its title, its block.
    await act(() => router.navigate('/orderCreateByVoice'));
    await waitFor(() => expect(title()).toBe('语音建单'));
    expect(await screen.findByTestId('create-by-voice')).toBeTruthy();
  });

  it('hides the bottom menu on screens that are not in it, with a back button instead', () => {
    renderAt('/orderDetails');
    expect(title()).toBe('工单详情');
    expect(screen.queryByTestId('tab-home')).toBeNull();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });

  it('shows the 404 page inside the layout for an unknown route', async () => {
    renderAt('/no/such/page');
    expect(title()).toBe('页面不存在');
    // The layout's title is the page's one h1; the error screen's own title is a level below.
    expect(await screen.findByRole('heading', { level: 2, name: '页面不存在' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['页面不存在']);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(document.querySelector('.sd-layout')).toBeTruthy();
  });

  it('titles the page with one h1 in one main landmark, and the bottom menu is a nav of links', async () => {
    const { router } = renderAt('/homePage');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('首页');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    const home = screen.getByTestId('tab-home');
    const flow = screen.getByTestId('tab-flowCenter');
    expect(nav.contains(home)).toBe(true);
    expect(home.tagName).toBe('A');
    expect(home.getAttribute('href')).toBe('/homePage');
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(flow.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: '发起工单' })).toBe(flow);
    // The active entry stays put; another one navigates and becomes the current page.
    fireEvent.click(home);
    expect(router.state.historyAction).not.toBe('PUSH');
    fireEvent.click(flow);
    await waitFor(() => expect(router.state.location.pathname).toBe('/flowCenter'));
    expect(screen.getByTestId('tab-flowCenter').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('tab-home').getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('发起工单');
    // The new screen's title has the focus (announced; Tab continues from the top).
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('/404 needs permission code 44: without it the no-permission message, outside the layout', async () => {
    renderAt('/404');
    expect(await screen.findByRole('heading', { level: 1, name: '您没有权限' })).toBeTruthy();
    // Without the layout, the page is its own main landmark.
    expect(screen.getByRole('main')).toBeTruthy();
    expect(document.querySelector('.sd-layout')).toBeNull();
  });

  it('/404 with permission code 44 shows the 404 page', async () => {
    renderAt('/404', { loginInfo: { ...zhangsan, rbac: ['44'] } });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '您没有权限' })).toBeNull();
    expect(document.querySelector('.sd-layout')).toBeNull();
  });

  it('navigates on router:navigate and goes to /noPermission on auth:forbidden', async () => {
    const { runtime, router } = renderAt('/homePage');
    act(() => runtime.bus.emit('router:navigate', { to: '/me?tab=1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/me'));
    expect(router.state.location.search).toBe('?tab=1');
    act(() => runtime.bus.emit('auth:forbidden', { status: 403, path: '/api/v2/biz/h5workOrder/list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/noPermission'));
    expect(document.querySelector('.sd-layout')).toBeNull();
    expect(await screen.findByRole('heading', { name: '您没有权限' })).toBeTruthy();
  });

  it('a 403 from the server replaces the current entry with /noPermission once: Back returns to the page before', async () => {
    const { runtime, router, server } = renderAt('/homePage');
    server.on('GET', '/api/v2/biz/forbidden', { status: 403, body: { code: 403 } });
    await act(() => router.navigate('/me'));
    await act(async () => {
      await runtime.request.get('/api/v2/biz/forbidden').catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/noPermission'));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homePage'));
  });

  it('hands external addresses to the host', () => {
    const { runtime, host, router } = renderAt('/homePage');
    act(() => runtime.bus.emit('router:navigate', { to: 'https://example.com/x' }));
    expect(host.assigned).toEqual(['https://example.com/x']);
    expect(router.state.location.pathname).toBe('/homePage');
  });

  it('keeps the processPage query segment optional', () => {
    renderAt('/processPage/abc');
    expect(title()).toBe('流程');
    cleanup();
    renderAt('/processPage');
    expect(title()).toBe('流程');
  });

  it('titles follow the language', () => {
    renderAt('/me', { language: 'en' });
    expect(title()).toBe('Me');
  });
});

describe('routing helpers', () => {
  it('normalises base paths', () => {
    expect(normalizeBasePath('/')).toBe('/');
    expect(normalizeBasePath('')).toBe('/');
    expect(normalizeBasePath(undefined)).toBe('/');
    expect(normalizeBasePath('/h5/')).toBe('/h5');
    expect(normalizeBasePath('sub/app')).toBe('/sub/app');
  });

  it('finds the active bottom-menu entry', () => {
    expect(activeMenuItem(defaultConfig.bottomMenu, '/flowCenter')?.key).toBe('flowCenter');
    expect(activeMenuItem(defaultConfig.bottomMenu, '/me')).toBeUndefined();
  });
});

// Issue 11 item 1: the router follows only http(s) addresses and plain paths from the bus; the forms
// the browser would take to another host (or run) are refused and logged.
describe('router:navigate refuses addresses that leave the origin or run code', () => {
  it.each([
    'javascript://%0aalert(1)',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '/\\evil.example/',
    '/..//evil.example/',
    '/.//evil.example/',
    '/%2e%2e//evil.example/',
    '/\t/evil.example',
    'https://user:pw@evil.example/',
  ])('refuses %j: no page move, no route change', (to) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { runtime, host, router } = renderAt('/homePage');
    act(() => runtime.bus.emit('router:navigate', { to }));
    expect(host.assigned).toEqual([]);
    expect(router.state.location.pathname).toBe('/homePage');
    expect(warn).toHaveBeenCalledWith('[router] refused to navigate to', to);
  });
});
