// Story transport of the configuration-item fields (CONFIGURATION_ITEM, CMDB_MODEL, CMDB_CONFIG, CMDB_CONFIG_TAB):
// a small CMDB in memory answering the calls of the issue-21 contract these fields make (POST /cmdb/modelList,
// POST /cmdb/ciList, POST /tab/listCi/backfill) in the request language, so stories and the plugins' tests run the
// real request client. The fixture gateway serves the same contract over its own seed.
import type { AdapterRequest, AdapterResponse, RequestAdapter } from '@core';

/** Options of {@link cmdbAdapter}. */
export interface CmdbAdapterOptions {
  /** Latency of each call, in ms. @default 300 */
  latencyMs?: number;
  /** Calls (path below `/api/v2/biz`) answered with a server failure while it returns true. */
  failing?: (path: string, body: Record<string, unknown>) => boolean;
  /** Sees every call (tests). */
  onCall?: (path: string, body: Record<string, unknown>) => void;
}

type Lang = 'zh' | 'en';
const pick = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** The story's models. */
export const cmdbStoryModels = [
  { modelId: 'm-server', modelCode: 'server', zh: '服务器', en: 'Server', color: '#1063e0', isDefault: true },
  { modelId: 'm-app', modelCode: 'application', zh: '应用系统', en: 'Application', color: '#087f5b', isDefault: true },
  { modelId: 'm-db', modelCode: 'database', zh: '数据库', en: 'Database', color: '#6741d9', isDefault: false },
  { modelId: 'm-switch', modelCode: 'switch', zh: '交换机', en: 'Switch', color: '#c2410c', isDefault: false },
] as const;

interface StoryCi {
  ciId: string;
  ciName: string;
  modelId: string;
  code: string;
}

const pad = (n: number) => String(n).padStart(3, '0');
/** 25 servers (three pages of 10, 10 and 5), three applications, two databases, no switch. */
export const cmdbStoryCis: readonly StoryCi[] = [
  ...Array.from({ length: 25 }, (_, i) => ({ ciId: `ci-srv-${pad(i + 1)}`, ciName: `web-${pad(i + 1)}`, modelId: 'm-server', code: `SRV-${pad(i + 1)}` })),
  { ciId: 'ci-app-001', ciName: '邮件系统', modelId: 'm-app', code: 'APP-001' },
  { ciId: 'ci-app-002', ciName: 'OA 办公', modelId: 'm-app', code: 'APP-002' },
  { ciId: 'ci-app-003', ciName: 'CRM', modelId: 'm-app', code: 'APP-003' },
  { ciId: 'ci-db-001', ciName: 'mysql-prod', modelId: 'm-db', code: 'DB-001' },
  { ciId: 'ci-db-002', ciName: 'oracle-erp', modelId: 'm-db', code: 'DB-002' },
];

/** The CIs linked on the story ticket's CI tab (`{ tabId: 'tab-ci', workOrderId: 'WO-STORY-1' }`). */
export const cmdbStoryTicket = { tabId: 'tab-ci', workOrderId: 'WO-STORY-1', linked: ['ci-srv-001', 'ci-app-001', 'ci-db-002'] } as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function bodyOf(config: AdapterRequest): Record<string, unknown> {
  if (typeof config.data !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(config.data);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function summary(ci: StoryCi, lang: Lang) {
  const model = cmdbStoryModels.find((m) => m.modelId === ci.modelId);
  return { ciId: ci.ciId, ciName: ci.ciName, modelId: ci.modelId, modelName: model ? pick(lang, model.zh, model.en) : '', code: ci.code, tags: {} };
}

function answer(path: string, body: Record<string, unknown>, lang: Lang): { code: number; data: unknown; msg: string } {
  if (path === '/cmdb/modelList') {
    const keyword = typeof body.keyword === 'string' ? body.keyword.trim().toLowerCase() : '';
    const models = cmdbStoryModels
      .map((m) => ({ modelId: m.modelId, modelCode: m.modelCode, modelName: pick(lang, m.zh, m.en), color: m.color, isDefault: m.isDefault, filterConditions: [] }))
      .filter((m) => !keyword || m.modelName.toLowerCase().includes(keyword) || m.modelCode.includes(keyword));
    return { code: 100000, data: models, msg: 'success' };
  }
  if (path === '/cmdb/ciList') {
    const keyword = typeof body.keyword === 'string' ? body.keyword.trim().toLowerCase() : '';
    const ids = Array.isArray(body.ciIds) ? body.ciIds.map(String) : undefined;
    const pageNum = Math.max(1, Number(body.pageNum) || 1);
    const pageSize = Math.min(1000, Math.max(1, Number(body.pageSize) || 10));
    const matching = cmdbStoryCis.filter(
      (ci) =>
        (!body.modelId || ci.modelId === body.modelId) &&
        (!ids || ids.includes(ci.ciId)) &&
        (!keyword || ci.ciName.toLowerCase().includes(keyword) || ci.code.toLowerCase().includes(keyword)),
    );
    const records = matching.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((ci) => summary(ci, lang));
    return { code: 100000, data: { records, total: matching.length, pageNum, pageSize }, msg: 'success' };
  }
  if (path === '/tab/listCi/backfill') {
    const linked: readonly string[] = body.tabId === cmdbStoryTicket.tabId && body.workOrderId === cmdbStoryTicket.workOrderId ? cmdbStoryTicket.linked : [];
    return { code: 100000, data: cmdbStoryCis.filter((ci) => linked.includes(ci.ciId)).map((ci) => summary(ci, lang)), msg: 'success' };
  }
  return { code: 404, data: null, msg: `No story answer for ${path}` };
}

/** A request adapter answering the configuration-item fields' calls from the story CMDB. */
export function cmdbAdapter(options: CmdbAdapterOptions = {}): RequestAdapter {
  const { latencyMs = 300, failing, onCall } = options;
  return async (config): Promise<AdapterResponse> => {
    const full = (config.url ?? '').split('?')[0] ?? '';
    const path = full.replace(/^\/api\/v2\/biz/, '');
    const body = bodyOf(config);
    onCall?.(path, body);
    await wait(latencyMs);
    const lang: Lang = String(config.headers?.language ?? '').startsWith('en') ? 'en' : 'zh';
    if (failing?.(path, body)) return { status: 500, data: { code: 500, data: null, msg: pick(lang, '服务器错误', 'Server error') } };
    return { status: 200, data: answer(path, body, lang) };
  };
}
