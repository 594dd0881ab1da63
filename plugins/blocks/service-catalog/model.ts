// The service catalogue's calls, the readers of their answers and its rules (service-desk §2 "Service catalogue",
// §3 "Catalogue", §7 "Catalogue and search", §8, §9). No React here.

/** Calls of the catalogue (prefix `none`: `/api/v2/catalog/...`, like the search page's). */
export const catalogPaths = {
  list: '/catalog/h5/list',
  listByPid: '/catalog/h5/listByPid',
  save: '/catalog/user/save',
  remove: '/catalog/user/delete',
  sort: '/catalog/user/sort',
  commonList: '/catalog/user/commonlist',
  recent: '/catalog/recent/findRecent',
} as const;

/** Catalogue page size (spec §9): level-1 catalogues and the tiles of a catalogue. */
export const CATALOG_PAGE_SIZE = 20;
/** Query of the level-1 catalogues (`catalog/h5/list`): what the user's roles allow, the first page. */
export const LEVEL_ONE_QUERY = { roleLimit: true, pageNum: 1, pageSize: CATALOG_PAGE_SIZE } as const;
/** Recent services: page 1, size 10 (spec §9). */
export const RECENT_QUERY = { currentPage: 1, pageSize: 10 } as const;

/** A service (tile, "model") as the catalogue shows it. */
export interface ServiceTile {
  id: string;
  name: string;
  description: string;
  icon: string;
  processDefId: string;
  /** Set while it is one of the user's common services. */
  commonId: string | null;
}

/** A catalogue (level 1 to 3). */
export interface CatalogNode {
  id: string;
  name: string;
  icon: string;
  level: number;
  /** Its own services (not those of sub-catalogues). */
  modelCount: number;
  childCount: number;
}

/** One level of the catalogue (`listByPid`): its sub-catalogues and one page of its own tiles. */
export interface CatalogLevel {
  catalogs: CatalogNode[];
  tiles: ServiceTile[];
  tileTotal: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const count = (value: unknown, fallback = 0) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** A tile of any catalogue answer; undefined without an id or a workflow to start. */
export function readTile(item: unknown): ServiceTile | undefined {
  if (!isRecord(item)) return undefined;
  const id = text(item.id) || text(item.modelId);
  const processDefId = text(item.processDefId);
  if (!id || !processDefId) return undefined;
  const commonId = text(item.commonId);
  return { id, name: text(item.name) || id, description: text(item.description), icon: text(item.icon), processDefId, commonId: commonId || null };
}

/** Tiles of a list (common services, `tileModelList`); unreadable entries dropped, each service once. */
export function readTiles(data: unknown): ServiceTile[] {
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  return data.flatMap((item) => {
    const tile = readTile(item);
    if (!tile || seen.has(tile.id)) return [];
    seen.add(tile.id);
    return [tile];
  });
}

/** Recent services: the `records` of a page (newest first). */
export function readRecent(data: unknown): ServiceTile[] {
  return readTiles(isRecord(data) ? data.records : undefined);
}

/** A catalogue record; undefined without an id. */
export function readCatalog(item: unknown, fallbackLevel = 1): CatalogNode | undefined {
  if (!isRecord(item)) return undefined;
  const id = text(item.id);
  if (!id) return undefined;
  return {
    id,
    name: text(item.name) || id,
    icon: text(item.icon),
    level: count(item.level, fallbackLevel) || fallbackLevel,
    modelCount: count(item.modelCount, Array.isArray(item.modelList) ? item.modelList.length : 0),
    childCount: count(item.childCount),
  };
}

const readCatalogs = (data: unknown, level: number) => (Array.isArray(data) ? data.flatMap((item) => readCatalog(item, level) ?? []) : []);

/** The level-1 catalogues (`catalog/h5/list`, a page or a plain list). */
export function readLevelOne(data: unknown): CatalogNode[] {
  return readCatalogs(isRecord(data) ? data.records : data, 1);
}

/** One level (`listByPid`) of catalogue `parent`'s level. */
export function readLevel(data: unknown, parentLevel: number): CatalogLevel {
  if (!isRecord(data)) return { catalogs: [], tiles: [], tileTotal: 0 };
  const tiles = readTiles(data.tileModelList);
  return { catalogs: readCatalogs(data.catalogList, parentLevel + 1), tiles, tileTotal: count(data.tileTotal, tiles.length) };
}

/** Query of `listByPid` for page `pageNum` of catalogue `node`'s tiles. */
export function levelQuery(node: Pick<CatalogNode, 'id' | 'level'>, pageNum: number) {
  return { pid: node.id, level: node.level, pageNum, pageSize: CATALOG_PAGE_SIZE };
}

/**
 * Spec §2: a level-1 catalogue with no tiles of its own opens its first sub-catalogue (level 2) at once.
 * Returns that sub-catalogue, or undefined when the level shows as it is.
 */
export function autoOpenChild(node: Pick<CatalogNode, 'level'>, level: CatalogLevel): CatalogNode | undefined {
  return node.level === 1 && level.tileTotal === 0 && level.tiles.length === 0 ? level.catalogs[0] : undefined;
}

/** What an add to or remove from the common services came to. */
export type CommonOutcome = { ok: true; commonId: string | null } | { ok: false; message: string | undefined };

/**
 * `catalog/user/save` and `/delete` answer `{ success, commonId, message? }` in a code-100000 answer (a failed code
 * rejects in the request client): the change is done only when `success` is true (issue 17 item 3).
 */
export function commonOutcome(data: unknown): CommonOutcome {
  if (isRecord(data) && data.success === true) return { ok: true, commonId: text(data.commonId) || null };
  const message = isRecord(data) ? text(data.message) || text(data.msg) : '';
  return { ok: false, message: message || undefined };
}

/** Body of `catalog/user/sort`: every common service's commonId, in the new order. */
export function sortBody(tiles: readonly Pick<ServiceTile, 'commonId'>[]): { ids: string[] } {
  return { ids: tiles.flatMap((tile) => (tile.commonId ? [tile.commonId] : [])) };
}

/** Tiles with the user's changes since they loaded (`commons`: modelId → commonId, or null once removed). */
export function withCommons(tiles: readonly ServiceTile[], commons: ReadonlyMap<string, string | null>): ServiceTile[] {
  return tiles.map((tile) => (commons.has(tile.id) ? { ...tile, commonId: commons.get(tile.id) ?? null } : tile));
}
