import type { AppConfig } from '../config';
import type { ApiPrefix } from './types';

/** A call the spec marks "(cached)": its API prefix and the path below it. */
export interface CachedCall {
  prefix: ApiPrefix;
  path: string;
}

/**
 * The one list of cached calls (service-desk §7, form-widgets §7). The request
 * client serves a GET or POST to one of these paths from its LRU cache
 * (200 entries, 3600 s) unless the caller passes `cache: false`; any other
 * path is cached only when the caller passes `cache: true`.
 */
export const cachedCalls = [
  // Dictionaries and data tables
  { prefix: 'base', path: '/dataDict/detail/byIds' },
  { prefix: 'none', path: '/dataTable/queryDataById' },
  // Users, groups, departments
  { prefix: 'base', path: '/userGroup/getNextGroupInfoById' },
  { prefix: 'base', path: '/userGroup/getUserGroupInfoByIds' },
  { prefix: 'base', path: '/userGroup/getFirstLevelGroupList' },
  { prefix: 'base', path: '/department/getHeadTwoLevelDeptInfo' },
  { prefix: 'base', path: '/department/getNextlevelSubDeptInfoById' },
  { prefix: 'base', path: '/user/getUsersByDepartmentId' },
] as const satisfies readonly CachedCall[];

/** `/api/v2/{segment}/path` without repeated or trailing slashes. */
function normalise(path: string): string {
  return path.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
}

/**
 * Whether `path` (as given to the client, below the base address, query
 * string ignored) is one of the {@link cachedCalls} under the configured
 * API prefixes.
 */
export function isCachedCall(path: string, apiPrefixes: AppConfig['apiPrefixes']): boolean {
  const bare = normalise(path.split('?')[0] ?? '');
  return cachedCalls.some((call) => {
    const segment = call.prefix === 'none' ? '' : apiPrefixes[call.prefix];
    return normalise(`/api/v2/${segment}/${call.path}`) === bare;
  });
}
