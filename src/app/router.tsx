import { useEffect, useMemo } from 'react';
import {
  createBrowserRouter,
  createHashRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useNavigate,
  type RouteObject,
} from 'react-router-dom';
import { isFollowableAddress, type AppConfig } from '@core';
import { pickText, useLanguage, useRuntime } from '@react/runtime/runtime-provider';
import { JsonPage, type ResolvedPage } from '@react/json-page';
import { ErrorPage, NoPermission } from '@react/feedback';
import { MobileLayout, type RouteHandle } from './layout';

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
 * A browser or hash router (config.routerMode) over the page routes, below the
 * base path. `initialPath` replaces the current entry first (a 402/403 during
 * boot starts on the no-permission page).
 */
export function createAppRouter(pages: readonly ResolvedPage[], config: RoutingConfig, initialPath?: string) {
  const routes = buildRoutes(pages, config);
  const basename = normalizeBasePath(config.basePath);
  const router = config.routerMode === 'hash' ? createHashRouter(routes, { basename }) : createBrowserRouter(routes, { basename });
  if (initialPath) void router.navigate(initialPath, { replace: true });
  return router;
}

/** Renders the app router; the router (and its history listener) is disposed on unmount. */
export function AppRouter({ pages, config, initialPath }: { pages: readonly ResolvedPage[]; config: RoutingConfig; initialPath?: string }) {
  const router = useMemo(() => createAppRouter(pages, config, initialPath), [pages, config, initialPath]);
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
