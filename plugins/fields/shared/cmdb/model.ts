// The CMDB calls the configuration-item field types make (issue 21 contract: models, CIs, the CI tab's backfill),
// the readers of their answers and the pure rules of the values. No React: unit-tested in Node.
import type { RequestClient } from '@core/request/types';

/** Rule kinds of the CI pickers (CONFIGURATION_ITEM, CMDB_CONFIG): the selection count (several CIs). */
export const CI_RULE_KINDS = ['selectionCount'] as const;

/** Page size of the CI pickers' search (the contract's default). */
export const CI_PAGE_SIZE = 10;

/** A CMDB model (server, application, database ...). */
export interface CmdbModel {
  modelId: string;
  modelCode: string;
  modelName: string;
  /** `#rrggbb`; '' when the server gave none usable. */
  color: string;
  isDefault: boolean;
  /** CIs linked on the ticket's tab (`/tab/listCi/tabModel` only). */
  count?: number;
}

export type CmdbFieldType = 'INPUT' | 'TEXTAREA' | 'NUMBER' | 'DATE' | 'SELECT' | 'MULTI_SELECT' | 'CI_REF';

export interface CmdbFieldRule {
  enumList?: Array<{ label: string; value: string }>;
  enumSourceId?: string;
  superiorAttr?: string;
  subordinateModel?: string;
  cascadeModelRelationIds?: string[];
  relationCascade?: boolean;
}

/** A field (attribute) of a CMDB model. */
export interface CmdbField {
  attrId: string;
  attrCode: string;
  attrName: string;
  modelId: string;
  fieldType: CmdbFieldType;
  required: boolean;
  isTag: boolean;
  sort: number;
  fieldRule: CmdbFieldRule;
}

/** A configuration item as lists show it. */
export interface CiSummary {
  ciId: string;
  ciName: string;
  modelId: string;
  modelName: string;
  /** Asset code (what its label encodes). */
  code: string;
  /** attrCode → display text of the model's tag fields. */
  tags: Record<string, string>;
}

/** A relation of a CI (`showDetail`'s `relationShip`, `saveRelationShip`'s answer). */
export interface CiRelation {
  modelRelationId: string;
  relationship: string;
  fromCiId: string;
  fromCiName: string;
  toCiId: string;
  toCiName: string;
  toModelId: string;
  isHandle: boolean;
}

/** One page of CIs. */
export interface CiPage {
  records: CiSummary[];
  total: number;
}

/** One chosen CI as CONFIGURATION_ITEM and CMDB_CONFIG submit it. */
export interface CiValueItem {
  ciId: string;
  ciName: string;
  modelId: string;
}

/** The paths of the contract's calls (under the business prefix). */
export const cmdbPaths = {
  models: '/cmdb/modelList',
  cis: '/cmdb/ciList',
  showDetail: '/cmdb/showDetail',
  show: '/cmdb/show',
  topology: '/cmdb/topology',
  dictList: '/cmdb/dictList',
  backfill: '/tab/listCi/backfill',
  tabModels: '/tab/listCi/tabModel',
  modelCi: '/tab/listCi/modelCi',
  tagFields: '/tab/model/tagFiledList',
  candidates: '/tab/obscureTableCiList',
  relateBatch: '/tab/relateCiBatch',
  ciAttr: '/tab/listCi/ciAttr',
  add: '/tab/addCi',
  update: '/tab/updateCi',
  remove: '/tab/delCi',
  relationKinds: '/tab/getRelationByModel',
  saveRelations: '/tab/saveRelationShip',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Ids arrive as strings or numbers. */
function id(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
const COLOR = /^#[0-9a-f]{6}$/i;
const FIELD_TYPES: readonly CmdbFieldType[] = ['INPUT', 'TEXTAREA', 'NUMBER', 'DATE', 'SELECT', 'MULTI_SELECT', 'CI_REF'];

/** A model of the answer, or undefined when it has no id (a colour not `#rrggbb` read as ''). */
export function readModel(raw: unknown): CmdbModel | undefined {
  if (!isRecord(raw)) return undefined;
  const modelId = id(raw.modelId);
  if (!modelId) return undefined;
  const color = text(raw.color);
  const count = num(raw.count);
  return {
    modelId,
    modelCode: text(raw.modelCode),
    modelName: text(raw.modelName) || text(raw.modelCode) || modelId,
    color: COLOR.test(color) ? color : '',
    isDefault: raw.isDefault === true,
    ...(count === undefined ? {} : { count }),
  };
}

/** The models of `/cmdb/modelList` or `/tab/listCi/tabModel`, each once (entries without an id left out). */
export function readModels(data: unknown): CmdbModel[] {
  const seen = new Set<string>();
  return (Array.isArray(data) ? data : []).flatMap((raw): CmdbModel[] => {
    const model = readModel(raw);
    if (!model || seen.has(model.modelId)) return [];
    seen.add(model.modelId);
    return [model];
  });
}

/** A CI of an answer (list row, `show`, `addCi`), or undefined when it has no id. */
export function readCiSummary(raw: unknown): CiSummary | undefined {
  if (!isRecord(raw)) return undefined;
  const ciId = id(raw.ciId) || id(raw.id);
  if (!ciId) return undefined;
  const tags: Record<string, string> = {};
  if (isRecord(raw.tags)) for (const [key, tag] of Object.entries(raw.tags)) if (text(tag)) tags[key] = text(tag);
  return { ciId, ciName: text(raw.ciName) || ciId, modelId: id(raw.modelId), modelName: text(raw.modelName), code: text(raw.code), tags };
}

/** A list of CIs (`/tab/listCi/backfill`). */
export function readCiSummaries(data: unknown): CiSummary[] {
  return Array.isArray(data) ? data.map(readCiSummary).filter((ci): ci is CiSummary => ci !== undefined) : [];
}

/** A page of CIs (`CiPage`; a bare list read as one page). */
export function readCiPage(data: unknown): CiPage {
  const records = readCiSummaries(isRecord(data) ? data.records : data);
  return { records, total: (isRecord(data) ? num(data.total) : undefined) ?? records.length };
}

/** One field of a model; an unknown field type is read as INPUT (shown as text). */
export function readField(value: unknown): CmdbField | undefined {
  if (!isRecord(value)) return undefined;
  const attrCode = text(value.attrCode);
  if (!attrCode) return undefined;
  const type = text(value.fieldType) as CmdbFieldType;
  const rule = isRecord(value.fieldRule) ? value.fieldRule : {};
  const fieldRule: CmdbFieldRule = {};
  if (Array.isArray(rule.enumList)) fieldRule.enumList = rule.enumList.filter(isRecord).map((option) => ({ label: text(option.label) || text(option.value), value: text(option.value) }));
  if (text(rule.enumSourceId)) fieldRule.enumSourceId = text(rule.enumSourceId);
  if (text(rule.superiorAttr)) fieldRule.superiorAttr = text(rule.superiorAttr);
  if (text(rule.subordinateModel)) fieldRule.subordinateModel = text(rule.subordinateModel);
  if (Array.isArray(rule.cascadeModelRelationIds)) fieldRule.cascadeModelRelationIds = rule.cascadeModelRelationIds.map(text).filter(Boolean);
  if (typeof rule.relationCascade === 'boolean') fieldRule.relationCascade = rule.relationCascade;
  return {
    attrId: text(value.attrId) || attrCode,
    attrCode,
    attrName: text(value.attrName) || attrCode,
    modelId: text(value.modelId),
    fieldType: FIELD_TYPES.includes(type) ? type : 'INPUT',
    required: value.required === true,
    isTag: value.isTag === true,
    sort: num(value.sort) ?? 0,
    fieldRule,
  };
}

/** A list of fields (`filedList`, `tagFiledList`, `ciAttr`), by `sort`. */
export function readFields(data: unknown): CmdbField[] {
  return (Array.isArray(data) ? data : [])
    .map(readField)
    .filter((field): field is CmdbField => field !== undefined)
    .sort((a, b) => a.sort - b.sort);
}

/** A relation of a CI, or undefined without its relation id or target. */
export function readRelation(value: unknown): CiRelation | undefined {
  if (!isRecord(value)) return undefined;
  const modelRelationId = text(value.modelRelationId);
  const toCiId = text(value.toCiId);
  if (!modelRelationId || !toCiId) return undefined;
  return {
    modelRelationId,
    relationship: text(value.relationship),
    fromCiId: text(value.fromCiId),
    fromCiName: text(value.fromCiName),
    toCiId,
    toCiName: text(value.toCiName) || toCiId,
    toModelId: text(value.toModelId),
    isHandle: value.isHandle !== false,
  };
}

/** The options of a `dictList` answer. */
export function readDictOptions(data: unknown): Array<{ label: string; value: string }> {
  return (Array.isArray(data) ? data : []).flatMap((entry) => (isRecord(entry) && text(entry.value) ? [{ label: text(entry.label) || text(entry.value), value: text(entry.value) }] : []));
}

/** More CIs wait while the last page came back full (the contract pages by 10). */
export function ciHasMore(lastPageCount: number, pageSize = CI_PAGE_SIZE): boolean {
  return lastPageCount >= pageSize;
}

/** The body of one `/cmdb/ciList` page. */
export interface CiListQuery {
  modelId?: string;
  keyword?: string;
  pageNum: number;
  pageSize: number;
  ciIds?: string[];
}

/** The body of a picker's page: the model, the trimmed keyword (left out when blank), the page. */
export function ciListQuery(modelId: string | undefined, keyword: string, pageNum: number, pageSize = CI_PAGE_SIZE): CiListQuery {
  const query: CiListQuery = { pageNum, pageSize };
  if (modelId) query.modelId = modelId;
  const trimmed = keyword.trim();
  if (trimmed) query.keyword = trimmed;
  return query;
}

/** Options of the calls: abort signal; failures stay silent (the picker shows them with Retry). */
export interface CmdbCallOptions {
  signal?: AbortSignal;
}

/** POST /cmdb/ciList. */
export function fetchCiPage(request: RequestClient, query: CiListQuery, { signal }: CmdbCallOptions = {}): Promise<CiPage> {
  return request.post<unknown>(request.path('business', cmdbPaths.cis), query, { signal, silent: true }).then(readCiPage);
}

/** POST /cmdb/ciList by ids (the codes of stored CIs). */
export function fetchCisByIds(request: RequestClient, ciIds: readonly string[], options: CmdbCallOptions = {}): Promise<CiSummary[]> {
  const size = Math.min(Math.max(ciIds.length, 1), 1000);
  return fetchCiPage(request, { ciIds: [...ciIds], pageNum: 1, pageSize: size }, options).then((page) => page.records);
}

/** POST /cmdb/modelList. */
export function fetchModels(request: RequestClient, { signal }: CmdbCallOptions = {}): Promise<CmdbModel[]> {
  return request.post<unknown>(request.path('business', cmdbPaths.models), {}, { signal, silent: true }).then(readModels);
}

/** POST /tab/listCi/backfill: every CI linked to the ticket in the tab. */
export function fetchBackfill(request: RequestClient, tabId: string, workOrderId: string, { signal }: CmdbCallOptions = {}): Promise<CiSummary[]> {
  return request.post<unknown>(request.path('business', cmdbPaths.backfill), { tabId, workOrderId }, { signal, silent: true }).then(readCiSummaries);
}

/** A stored entry `{ciId, ciName, modelId}` (ids as text), or undefined. */
export function readCiValueItem(raw: unknown): CiValueItem | undefined {
  if (typeof raw === 'string' || typeof raw === 'number') {
    const ciId = id(raw);
    return ciId ? { ciId, ciName: ciId, modelId: '' } : undefined;
  }
  if (!isRecord(raw)) return undefined;
  const ciId = id(raw.ciId ?? raw.id);
  if (!ciId) return undefined;
  return { ciId, ciName: text(raw.ciName ?? raw.name) || ciId, modelId: id(raw.modelId) };
}

/** The value of a CI picker: a list of `{ciId, ciName, modelId}`, each CI once (a single entry is a list of one). */
export function toCiItems(value: unknown): CiValueItem[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  const seen = new Set<string>();
  const out: CiValueItem[] = [];
  for (const raw of list) {
    const item = readCiValueItem(raw);
    if (!item || seen.has(item.ciId)) continue;
    seen.add(item.ciId);
    out.push(item);
  }
  return out;
}

/** The stored entry of a listed CI. */
export function ciItemOf(ci: Pick<CiSummary, 'ciId' | 'ciName' | 'modelId'>): CiValueItem {
  return { ciId: ci.ciId, ciName: ci.ciName, modelId: ci.modelId };
}

/** The ids of CMDB_CONFIG_TAB's value (strings; the CIs' ids, or entries carrying one). */
export function toCiIds(value: unknown): string[] {
  return toCiItems(value).map((item) => item.ciId);
}

/** Same ids in any order. */
export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((value) => set.has(value));
}

/** A model id of a CMDB_MODEL value (a string, a number, or an entry `{modelId}`); '' when none. */
export function toModelId(value: unknown): string {
  if (Array.isArray(value)) return toModelId(value[0]);
  if (isRecord(value)) return id(value.modelId);
  return id(value);
}

/** The display of a CI: `name (code)`, the name alone without a code. */
export function ciLabel(ci: { ciName: string; code?: string }): string {
  return ci.code ? `${ci.ciName} (${ci.code})` : ci.ciName;
}

/** A field's model: the schema's own `cmdbModelId`, else the x-props' one; undefined when neither is set. */
export function modelIdOf(schemaModelId: unknown, xPropsModelId: string | undefined): string | undefined {
  const own = id(schemaModelId);
  return own || xPropsModelId || undefined;
}
