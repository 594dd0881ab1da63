import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter, HashRouter, Navigate, Outlet, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { isFollowableAddress, type AppConfig } from '@core';
import { pickText, useLanguage, useRuntime } from '@react/runtime/runtime-provider';
import { JsonPage, type ResolvedPage } from '@react/json-page';
import { ErrorPage, NoPermission } from '@react/feedback';
import { MobileLayout } from './layout';
import { RouteTreeContext, type RouteHandle } from './route-handle';

/** Routing settings: the mount props win over the (web) configuration. */
export type RoutingConfig = Pick<AppConfig, 'routerMode' | 'basePath' | 'homePath' | 'noPermissionPath' | 'bottomMenu'>;

/** `/`, `/h5/` and `h5` become `/` and `/h5` (react-router's basename form). */
export function normalizeBasePath(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

const isExternal = (to: string) => /^https?:\/\//i.test(to);

/** Root route: turns bus requests (`router:navigate`, `auth:forbidden`) into navigation. */
function AppShell({ noPermissionPath }: { noPermissionPath: string }) {
  const runtime = useRuntime();
  const navigate = useNavigate();
  useEffect(() => {
    const offNavigate = runtime.bus.on('router:navigate', ({ to, replace }) => {
      // Only http(s) addresses leave the app, and only plain paths of it are routed: never
      // `javascript:`, `//host` or `/\\host`, which the browser would follow elsewhere.
      if (!isFollowableAddress(to)) console.warn('[router] refused to navigate to', to);
      else if (isExternal(to)) runtime.host.assign(to);
      else void navigate(to, { replace });
    });
    const offForbidden = runtime.bus.on('auth:forbidden', () => void navigate(noPermissionPath, { replace: true }));
    return () => {
      offNavigate();
      offForbidden();
    };
  }, [runtime, navigate, noPermissionPath]);
  return <Outlet />;
}

function useDocumentTitle(title: RouteHandle['title']) {
  const language = useLanguage();
  const text = title ? pickText(title, language) : '';
  useEffect(() => {
    if (text && typeof document !== 'undefined') document.title = text;
  }, [text]);
}

/** One page: the permission check (session.hasPermission), then its blocks. */
export function PageScreen({ page }: { page: ResolvedPage }) {
  const runtime = useRuntime();
  useDocumentTitle(page.title);
  if (!runtime.session.hasPermission(page.permission)) return <NoPermission />;
  return <JsonPage blocks={page.blocks} />;
}

function NotFoundScreen({ title }: { title?: RouteHandle['title'] }) {
  useDocumentTitle(title);
  return <ErrorPage type="404" />;
}

/**
 * The route tree: `/` redirects home; pages with the mobile layout sit under
 * it together with the catch-all 404; `blank` pages (/404, /noPermission)
 * stand alone.
 */
export function buildRoutes(pages: readonly ResolvedPage[], config: RoutingConfig): RouteObject[] {
  const toRoute = (page: ResolvedPage): RouteObject => ({
    path: page.route,
    // A page without the layout is its own main landmark (the layout holds it for the others).
    element:
      page.layout === 'mobile' ? (
        <PageScreen page={page} />
      ) : (
        <main className="sd-page-blank">
          <PageScreen page={page} />
        </main>
      ),
    handle: { title: page.title } satisfies RouteHandle,
  });
  const notFoundTitle = pages.find((page) => page.route === '/404')?.title;
  const mePath = pages.some((page) => page.route === '/me') ? '/me' : undefined;
  return [
    {
      path: '/',
      element: <AppShell noPermissionPath={config.noPermissionPath} />,
      children: [
        { index: true, element: <Navigate to={config.homePath} replace /> },
        {
          element: <MobileLayout bottomMenu={config.bottomMenu} homePath={config.homePath} mePath={mePath} />,
          children: [
            ...pages.filter((page) => page.layout === 'mobile').map(toRoute),
            { path: '*', element: <NotFoundScreen title={notFoundTitle} />, handle: { title: notFoundTitle } satisfies RouteHandle },
          ],
        },
        ...pages.filter((page) => page.layout !== 'mobile').map(toRoute),
      ],
    },
  ];
}

/**
 * Renders `routes` inside a router. `initialPath` replaces the current entry before the first
 * screen shows (a 402/403 during boot starts on the no-permission page).
 */
export function AppRoutes({ routes, initialPath }: { routes: readonly RouteObject[]; initialPath?: string }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(initialPath);
  // An effect, not a layout effect: the router subscribes to the history in its own layout effect,
  // which runs after its children's.
  useEffect(() => {
    if (!pending) return;
    void navigate(pending, { replace: true });
    setPending(undefined);
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const element = useRoutes([...routes]);
  return <RouteTreeContext.Provider value={routes}>{pending ? null : element}</RouteTreeContext.Provider>;
}

/** A browser or hash router (config.routerMode) over the page routes, below the base path. */
export function AppRouter({ pages, config, initialPath }: { pages: readonly ResolvedPage[]; config: RoutingConfig; initialPath?: string }) {
  const routes = useMemo(() => buildRoutes(pages, config), [pages, config]);
  const Router = config.routerMode === 'hash' ? HashRouter : BrowserRouter;
  return (
    <Router basename={normalizeBasePath(config.basePath)}>
      <AppRoutes routes={routes} initialPath={initialPath} />
    </Router>
  );
}
