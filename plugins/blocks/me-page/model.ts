// The personal page's calls and readers (spec §7 getTenantDetail, "Accounts"; §8 a failing tenant-detail fetch resets
// the tenant info to empty). No React here.
import { version } from '../../../package.json';

/** The app's version (package.json), shown under "About". */
export const appVersion: string = version;

/** The tenant-detail call (prefix `none`: `/api/v2/tenant/getTenantDetail`). */
export const tenantDetailPath = '/tenant/getTenantDetail';

/** Where the switch entries lead. */
export const tenantRoutes = { top: '/topTenants', sub: '/subTenants' } as const;

/** The tenant info the page shows; empty (`name: ''`) when the detail is missing or failed. */
export interface TenantInfo {
  name: string;
}

/** The empty tenant info a failed fetch resets to. */
export const emptyTenantInfo: TenantInfo = { name: '' };

/** The tenant's name of a getTenantDetail answer ('' when it has none). */
export function readTenantInfo(data: unknown): TenantInfo {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return emptyTenantInfo;
  const name = (data as Record<string, unknown>).name;
  return { name: typeof name === 'string' ? name.trim() : '' };
}
