import type { AdapterResponse, RequestAdapter } from '@core';
import type { FieldFixture } from './fixtures';

/** Latency of the fixture answers (the spec's mock delay is 500 ms; stories stay snappy). */
const LATENCY_MS = 350;

function parse(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      return JSON.parse(data) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return (data ?? {}) as Record<string, unknown>;
}

function fill(template: Record<string, string>, n: number): Record<string, string> {
  const id = String(n).padStart(4, '0');
  return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, value.replaceAll('{n}', id)]));
}

/**
 * A request adapter that answers the option calls of the fixtures'
 * remote variants (dictionary pages by `directoryValue`, paged API lists by
 * `apiStr`), so stories run the real request client and option sources.
 */
export function fixtureAdapter(fixtures: readonly FieldFixture[]): RequestAdapter {
  const dictionaries = new Map<string, Array<Record<string, unknown>>>();
  const apis = new Map<string, { template: Record<string, string>; total: number }>();
  for (const fixture of fixtures) {
    for (const variant of fixture.variants) {
      const { options, xProps } = variant;
      if (!options) continue;
      if (typeof xProps.directoryValue === 'string' && options.records) dictionaries.set(xProps.directoryValue, options.records);
      if (typeof xProps.apiStr === 'string' && options.recordTemplate) apis.set(xProps.apiStr, { template: options.recordTemplate, total: options.total ?? 100 });
    }
  }
  return async (config) => {
    const url = config.url ?? '';
    const body = parse(config.data);
    let data: unknown = null;
    if (url.endsWith('/dataDict/detail/page')) {
      const search = String(body.search ?? '');
      const page = Number(body.pageNum ?? 1);
      const size = Number(body.pageSize ?? 500);
      const all = (dictionaries.get(String(body.dictId)) ?? []).filter((r) => !search || String(r.label ?? '').includes(search));
      data = { records: all.slice((page - 1) * size, page * size), total: all.length };
    } else if (url.endsWith('/process/listApiContent4Page')) {
      const params = (body.params ?? {}) as Record<string, unknown>;
      const api = apis.get(String(body.url));
      const page = Number(params.currentPage ?? 1);
      const size = Number(params.pageSize ?? 50);
      const keyword = String(params.keyword ?? '');
      const all = api ? Array.from({ length: api.total }, (_, i) => fill(api.template, i + 1)).filter((r) => !keyword || Object.values(r).some((v) => v.includes(keyword))) : [];
      data = { records: all.slice((page - 1) * size, page * size), total: all.length };
    }
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    const response: AdapterResponse = { status: 200, data: { code: 100000, data } };
    return response;
  };
}
