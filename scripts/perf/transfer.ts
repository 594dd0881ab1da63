// What a page load downloaded, summed per route, and the per-route budgets of size-budgets.json
// ("browser"). Pure: the records come from scripts/perf/browser-size.ts (Chromium's network events).
import { routePathname, type PerfRoute } from './routes';

/** One finished response as the browser saw it. */
export interface ResponseRecord {
  url: string;
  /** CDP resource type (`Script`, `Stylesheet`, `Document`, `Fetch` …). */
  resourceType: string;
  mimeType: string;
  /** Bytes received for it: compressed body plus response headers (CDP `Network.loadingFinished.encodedDataLength`, DevTools' "Transferred"). */
  transferred: number;
  /** Decoded body bytes. */
  bodyBytes: number;
  /** Gzip (level 9) bytes of the decoded body: what it would cost sent gzipped. */
  bodyGzip: number;
  /** `content-encoding` of the response ('' when none). */
  encoding: string;
}

export type AssetKind = 'js' | 'css';

/** JS or CSS of this origin; anything else (documents, API calls, images, other origins) counts as neither. */
export function assetKind(record: Pick<ResponseRecord, 'url' | 'resourceType' | 'mimeType'>, origin: string): AssetKind | undefined {
  let url: URL;
  try {
    url = new URL(record.url);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  if (record.resourceType === 'Script' || /javascript|ecmascript/i.test(record.mimeType)) return 'js';
  if (record.resourceType === 'Stylesheet' || /^text\/css/i.test(record.mimeType)) return 'css';
  return undefined;
}

/** Sum of one kind of asset. */
export interface AssetTotals {
  files: number;
  transferred: number;
  bodyBytes: number;
  bodyGzip: number;
  /** Content encodings seen ('identity' for none), sorted. */
  encodings: string[];
}

/** What loading one route downloaded. */
export interface RouteTransfer {
  route: string;
  js: AssetTotals;
  css: AssetTotals;
  /** The JS and CSS files, largest transfer first. */
  files: Array<{ kind: AssetKind; path: string; transferred: number; bodyBytes: number; bodyGzip: number; encoding: string }>;
}

function totals(records: readonly ResponseRecord[]): AssetTotals {
  return {
    files: records.length,
    transferred: records.reduce((sum, record) => sum + record.transferred, 0),
    bodyBytes: records.reduce((sum, record) => sum + record.bodyBytes, 0),
    bodyGzip: records.reduce((sum, record) => sum + record.bodyGzip, 0),
    encodings: [...new Set(records.map((record) => record.encoding || 'identity'))].sort(),
  };
}

/** Sums the same-origin JS and CSS of one route's responses (a URL fetched twice counts twice: it was downloaded twice). */
export function summariseTransfers(route: string, records: readonly ResponseRecord[], origin: string): RouteTransfer {
  const kinds = records.map((record) => ({ record, kind: assetKind(record, origin) }));
  const of = (kind: AssetKind) => kinds.filter((entry) => entry.kind === kind).map((entry) => entry.record);
  const files = kinds
    .filter((entry): entry is { record: ResponseRecord; kind: AssetKind } => entry.kind !== undefined)
    .map(({ record, kind }) => ({ kind, path: new URL(record.url).pathname, transferred: record.transferred, bodyBytes: record.bodyBytes, bodyGzip: record.bodyGzip, encoding: record.encoding || 'identity' }))
    .sort((a, b) => b.transferred - a.transferred);
  return { route, js: totals(of('js')), css: totals(of('css')), files };
}

/** A budget in bytes for every route, with overrides by route name. */
export interface RouteBudget {
  default: number;
  routes?: Record<string, number>;
}

/** `browser` of size-budgets.json: bytes as transferred (compressed, with headers), per route. */
export interface BrowserBudgets {
  js: RouteBudget;
  css: RouteBudget;
}

export function budgetFor(budget: RouteBudget, route: string): number {
  return budget.routes?.[route] ?? budget.default;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per exceeded budget. */
export function checkRouteBudgets(transfers: readonly RouteTransfer[], budgets: BrowserBudgets): string[] {
  const failures: string[] = [];
  for (const transfer of transfers) {
    for (const kind of ['js', 'css'] as const) {
      const limit = budgetFor(budgets[kind], transfer.route);
      const spent = transfer[kind].transferred;
      if (spent > limit) {
        failures.push(
          `${transfer.route}: ${kind.toUpperCase()} transferred ${kb(spent)} (${transfer[kind].encodings.join('/')}), budget ${kb(limit)} (over by ${kb(spent - limit)}; gzip -9 of the same bodies ${kb(transfer[kind].bodyGzip)})`,
        );
      }
    }
  }
  return failures;
}

/** Why a route's measurement cannot be trusted (the page went elsewhere or never showed its content), or undefined. */
export function measurementProblem(measurement: { route: PerfRoute; finalPath: string; ready: boolean; timedOut: boolean }): string | undefined {
  const { route } = measurement;
  const expected = routePathname(route);
  if (measurement.finalPath !== expected) return `${route.name}: the page ended on ${measurement.finalPath}, not ${expected} (logged out, or the route is gone)`;
  if (!measurement.ready) return `${route.name}: ${route.ready} is not on the page${measurement.timedOut ? ' (the network never went quiet)' : ''}`;
  return undefined;
}
