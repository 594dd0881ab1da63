// @vitest-environment jsdom
// Issue 11 item 1: the router follows only http(s) addresses and plain paths from the bus; the forms
// the browser would take to another host (or run) are refused and logged.
import { act, cleanup } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../../src/core';
import { pages, resolvePages } from '../../../src/app/pages';
import { buildRoutes, type RoutingConfig } from '../../../src/app/router';
import { renderWithRuntime, setup } from '../react/support';

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

describe('router:navigate', () => {
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
    const t = setup();
    const router = createMemoryRouter(buildRoutes(resolvePages(pages), config), { initialEntries: ['/homePage'] });
    renderWithRuntime(t.runtime, <RouterProvider router={router} />);
    act(() => t.runtime.bus.emit('router:navigate', { to }));
    expect(t.host.assigned).toEqual([]);
    expect(router.state.location.pathname).toBe('/homePage');
    expect(warn).toHaveBeenCalledWith('[router] refused to navigate to', to);
  });
});
