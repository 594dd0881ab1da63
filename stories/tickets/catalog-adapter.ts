// The catalogue calls of the stories, answered from the gateway's seed (fixtures/seed/catalog.json).
import type { AdapterRequest, RequestAdapter } from '@core';
import seed from '../../fixtures/seed/catalog.json';
import { ticketRuntime } from './fixtures';
import { storyOk as ok } from './stories';

type Lang = 'zh' | 'en';
type SeedCatalog = (typeof seed.catalogs)[number];
type SeedModel = (typeof seed.models)[number];

/**
 * The catalogue calls answered from the gateway's seed (fixtures/seed/catalog.json), everyone seeing everything,
 * common and recent services kept in memory; `fail`: every catalogue call fails. Everything else as the ticket stories do.
 */
export function catalogAdapter({ fail = false } = {}): RequestAdapter {
  const fallback = ticketRuntime().requestAdapter!;
  let commons = [...seed.commons.zhangsan];
  let recent = seed.recent.zhangsan.map((entry) => entry.modelId);
  const levelOf = (c: SeedCatalog): number => (c.pid === '0' ? 1 : 1 + levelOf(seed.catalogs.find((p) => p.id === c.pid)!));
  const model = (m: SeedModel, lang: Lang) => {
    const common = commons.indexOf(m.id);
    return { id: m.id, name: m.name[lang], description: m.description[lang], icon: m.icon, processDefId: `proc-${m.template}:1:1`, commonId: common < 0 ? null : `cm-${m.id}` };
  };
  const catalog = (c: SeedCatalog, lang: Lang) => ({
    id: c.id,
    pid: c.pid,
    level: levelOf(c),
    name: c.name[lang],
    icon: c.icon,
    modelCount: seed.models.filter((m) => m.catalogId === c.id).length,
    childCount: seed.catalogs.filter((child) => child.pid === c.id).length,
  });
  const byId = (id: string) => seed.models.find((m) => m.id === id)!;
  return async (config: AdapterRequest) => {
    const url = config.url ?? '';
    if (!url.includes('/api/v2/catalog/')) return fallback(config);
    const params = (config.params ?? {}) as Record<string, string>;
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
    const lang: Lang = String(config.headers?.language ?? 'zh').startsWith('en') ? 'en' : 'zh';
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (fail) return { status: 500, data: 'down' };
    if (url.endsWith('/catalog/h5/list')) {
      const records = seed.catalogs.filter((c) => c.pid === '0').map((c) => catalog(c, lang));
      return ok({ records, total: records.length });
    }
    if (url.endsWith('/catalog/h5/listByPid')) {
      const pageNum = Number(params.pageNum ?? 1);
      const pageSize = Number(params.pageSize ?? 20);
      const tiles = seed.models.filter((m) => m.catalogId === params.pid);
      return ok({
        catalogList: seed.catalogs.filter((c) => c.pid === params.pid).map((c) => catalog(c, lang)),
        tileModelList: tiles.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((m) => model(m, lang)),
        tileTotal: tiles.length,
      });
    }
    if (url.endsWith('/catalog/user/commonlist')) return ok(commons.map((id) => model(byId(id), lang)));
    if (url.endsWith('/catalog/recent/findRecent')) return ok({ records: recent.map((id) => model(byId(id), lang)), total: recent.length });
    if (url.endsWith('/catalog/user/save')) {
      commons = [...commons, String(body.modelId)];
      return ok({ success: true, commonId: `cm-${String(body.modelId)}` });
    }
    if (url.endsWith('/catalog/user/delete')) {
      commons = commons.filter((id) => `cm-${id}` !== body.commonId);
      return ok({ success: true, commonId: body.commonId });
    }
    if (url.endsWith('/catalog/user/sort')) {
      commons = (body.ids as string[]).map((id) => id.replace(/^cm-/, ''));
      return ok(commons.map((id) => model(byId(id), lang)));
    }
    if (url.endsWith('/catalog/recent/add')) {
      recent = [String(body.modelId), ...recent.filter((id) => id !== body.modelId)];
      return ok(true);
    }
    const detail = /\/catalog\/h5\/model\/([^/]+)$/.exec(url);
    if (detail) {
      const m = byId(decodeURIComponent(detail[1]!));
      const path: string[] = [];
      for (let c = seed.catalogs.find((x) => x.id === m.catalogId); c; c = seed.catalogs.find((x) => x.id === c!.pid)) path.unshift(c.name[lang]);
      // The stories' service request template, so the page finds the workflow it starts.
      return ok({
        ...model(m, lang),
        processDefId: 'proc-request:3:90017',
        faq: (m.faq ?? []).map((f) => ({ question: f.question[lang], answer: f.answer[lang] })),
        catalogPath: path.map((name) => ({ name })),
      });
    }
    return ok({ id: url.split('/').pop(), useCount: 1 });
  };
}

