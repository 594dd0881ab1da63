// The main routes that `npm run size` (browser view) and `npm run lighthouse` load, as one list.
// Change the list here; both scripts and their tests follow it.

/** Process definition of the incident workflow, as the fixture gateway serves it (the e2e tests open the same create page). */
export const INCIDENT_PROCESS_DEF_ID = 'proc-incident:3:90017';

/** INC-0001 of fixtures/seed/work-orders.json: an incident raised by zhangsan, being handled (form, buttons, flow chart, history). */
export const SEED_TICKET_ID = '899f007a89a4269d6cfdd8554b0d0cba';

/** Demo user the routes are loaded as (a requester: fixtures/seed/users.json). */
export const PERF_USER = 'zhangsan';

/** One route a phone user lands on. */
export interface PerfRoute {
  /** Short id, used by `--route`, the budgets and the JSON output. */
  name: string;
  /** What the tables show. */
  label: string;
  /** Path with query, below the app's base URL. */
  path: string;
  /** Whether `npm run lighthouse` audits it (the four routes of issue 14's targets). */
  lighthouse: boolean;
  /** CSS selector present once the route has rendered its content (not a skeleton, login or error screen); absent = not checked. */
  ready?: string;
}

/** The main routes, in the order the tables show them. */
export const PERF_ROUTES: readonly PerfRoute[] = [
  { name: 'home', label: 'home', path: '/homePage', lighthouse: true, ready: '[data-testid="ticket-row"]' },
  { name: 'flowCenter', label: 'flow center', path: '/flowCenter', lighthouse: true, ready: '[data-testid="flow-center"]' },
  {
    name: 'create',
    label: 'create (incident)',
    path: `/orderCreate?processDefId=${encodeURIComponent(INCIDENT_PROCESS_DEF_ID)}`,
    lighthouse: true,
    ready: '[data-testid="order-create"][data-target]',
  },
  { name: 'detail', label: 'detail (INC-0001)', path: `/orderDetails?id=${SEED_TICKET_ID}`, lighthouse: true, ready: '[data-testid="order-detail"]' },
  { name: 'worklist', label: 'worklist', path: '/worklist', lighthouse: false, ready: '[data-testid="worklist-card"]' },
];

/**
 * The routes named in `names` (all of `routes` when empty), in list order.
 * @throws when a name is not in the list
 */
export function selectRoutes(routes: readonly PerfRoute[], names: readonly string[]): PerfRoute[] {
  const unknown = names.filter((name) => !routes.some((route) => route.name === name));
  if (unknown.length) throw new Error(`unknown route ${unknown.join(', ')} (routes: ${routes.map((route) => route.name).join(', ')})`);
  return names.length ? routes.filter((route) => names.includes(route.name)) : [...routes];
}

/** Absolute URL of a route below the server's base URL (`http://127.0.0.1:8080/`). */
export function routeUrl(baseUrl: string, route: Pick<PerfRoute, 'path'>): string {
  return new URL(route.path.replace(/^\//, ''), baseUrl).toString();
}

/** Pathname the browser must end on for the route (no redirect to the login or an error page). */
export function routePathname(route: Pick<PerfRoute, 'path'>): string {
  return route.path.split(/[?#]/)[0]!;
}
