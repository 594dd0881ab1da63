// What a route tells the layout (its title), read from the route tree the app renders.
import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import type { LocalizedText } from '@react/runtime/runtime-provider';

/** What a route tells the layout (react-router `handle`). */
export interface RouteHandle {
  /** Nav bar and document title. */
  title?: LocalizedText;
}

/** The route tree being rendered, for {@link useRouteHandle}. */
export const RouteTreeContext = createContext<readonly RouteObject[]>([]);

/**
 * The handle (title) of the deepest route matching the current location that has one. The app uses
 * react-router's declarative routers (its data router, for loaders and actions we do not use, is
 * about 18 KB gzip more on the first load: issue 14), so the matches come from the route tree.
 */
export function useRouteHandle(): RouteHandle | undefined {
  const routes = useContext(RouteTreeContext);
  const location = useLocation();
  const matches = useMemo(() => matchRoutes([...routes], location) ?? [], [routes, location]);
  return [...matches].reverse().find((match) => isRouteHandle(match.route.handle))?.route.handle as RouteHandle | undefined;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}

