// The recommendation list's calls and the reader of service models (service-desk §7, §9). No React here.

/** Calls of the recommendation list (business prefix: `/api/v2/biz/recommend/...`). */
export const recommendPaths = {
  list: '/recommend/recommend',
  removeCache: '/recommend/removeRecommendCache',
} as const;

/** Recommendations shown at most (spec §9). */
export const RECOMMEND_LIMIT = 5;

/** A service model: a search result or a recommendation; a tap starts its process. */
export interface ModelRecord {
  id: string;
  name: string;
  description?: string;
  processDefId: string;
  processDefKey?: string;
  /** The catalogue's icon name, when it has one. */
  icon?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Service models as sent; entries without a process to start are dropped. */
export function readModels(data: unknown): ModelRecord[] {
  if (!Array.isArray(data)) return [];
  return data.filter(isRecord).flatMap((item) => {
    const processDefId = text(item.processDefId);
    if (!processDefId) return [];
    const description = text(item.description);
    const processDefKey = text(item.processDefKey);
    const icon = text(item.icon);
    return [
      {
        id: text(item.id) || processDefId,
        name: text(item.name) || processDefId,
        ...(description ? { description } : {}),
        processDefId,
        ...(processDefKey ? { processDefKey } : {}),
        ...(icon ? { icon } : {}),
      },
    ];
  });
}

/** The recommendations shown: the first {@link RECOMMEND_LIMIT}. */
export function readRecommendations(data: unknown): ModelRecord[] {
  return readModels(data).slice(0, RECOMMEND_LIMIT);
}
