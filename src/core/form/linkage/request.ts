/**
 * The real transport of the linkage engine over the runtime's request client.
 * Messages of failures are translated by the client; they pass through as is.
 */
import type { RequestClient } from '../../request/types';
import type { LinkageRequest, LinkageRequestKind, LinkageRequestMap } from './engine';

/** Paths of the linkage calls (prefix `business`). */
export const LINKAGE_PATHS = {
  linkFieldContent: '/form/mdlAdvDynamicRule/linkFieldContent',
  triggerFieldList: '/form/mdlAdvDynamicRule/triggerFieldList',
  fieldHook: '/form/mdlFieldHook/fieldHook',
  allFieldHooks: '/form/mdlFieldHook/getAllFieldHook',
} as const satisfies Record<LinkageRequestKind, string>;

function unwrapTriggerMap(data: unknown): LinkageRequestMap['linkFieldContent']['result'] {
  // Some server versions wrap the lists as `{ triggerMap: {...} }`.
  if (data && typeof data === 'object' && !Array.isArray(data) && 'triggerMap' in data) {
    return (data as { triggerMap: LinkageRequestMap['linkFieldContent']['result'] }).triggerMap;
  }
  return data as LinkageRequestMap['linkFieldContent']['result'];
}

/**
 * `POST linkFieldContent` / `fieldHook` (JSON body), `GET triggerFieldList`
 * (`processDefKey` query) and `GET getAllFieldHook`, all under `business`.
 */
export function createLinkageRequest(client: RequestClient): LinkageRequest {
  const path = (kind: LinkageRequestKind) => client.path('business', LINKAGE_PATHS[kind]);
  const request = async (kind: LinkageRequestKind, payload: unknown, options?: { signal?: AbortSignal }): Promise<unknown> => {
    const signal = options?.signal;
    switch (kind) {
      case 'linkFieldContent':
        return unwrapTriggerMap(await client.post(path(kind), payload, { signal }));
      case 'fieldHook':
        return client.post(path(kind), payload, { signal });
      case 'triggerFieldList':
      case 'allFieldHooks':
        return client.get(path(kind), { params: payload as Record<string, unknown>, signal });
      default:
        throw new Error(`Unknown linkage call ${String(kind)}`);
    }
  };
  return request as LinkageRequest;
}
