// Tenant switching (spec §3 "Account", §7 "Accounts"; form-widgets §8 tenant tags): the list calls, the reader of
// their answers, and the switch addresses the browser is sent to. No React here.
import type { AppConfig } from '@core/config';
import { isRecord, textOf } from '@core/records';

/** Which list: the top accounts (/topTenants) or the sub-accounts of the current top account (/subTenants). */
export type TenantKind = 'top' | 'sub';

/** An account's state; only `normal` ones can be chosen (the others carry the tags 'Expired' / 'Deactivated'). */
export type TenantState = 'normal' | 'expired' | 'deactivated';

/** One row of an account list. */
export interface TenantAccount {
  accountId: string;
  name: string;
  /** Logo address ('' when the server sent none). */
  logo: string;
  state: TenantState;
  /** The account the user works in now (top list: the top account of it). */
  current: boolean;
}

/** Paths of the account calls (prefix `base`: `/api/v2/base/account/...`). */
export const tenantPaths = {
  topList: '/account/topAccountList',
  subList: '/account/subAccountList',
  logo: '/account/getLogo',
  /** Browser redirect: switch to a sub-account (or back to the top account). */
  switchAccount: '/account/switchAccount',
  /** Browser redirect: switch to another top account. */
  exchangeTopAccount: '/account/exchangeTopAccount',
} as const;

/** The list call of a kind: its path and query (the top list includes expired accounts, shown tagged). */
export function tenantListCall(kind: TenantKind): { path: string; params?: Record<string, string> } {
  return kind === 'top' ? { path: tenantPaths.topList, params: { includeExpireEnterprise: 'true' } } : { path: tenantPaths.subList };
}

/** The switch address of a kind (below the `base` prefix). */
export const switchPathOf = (kind: TenantKind): string => (kind === 'top' ? tenantPaths.exchangeTopAccount : tenantPaths.switchAccount);

/** The `type` sent with a switch: the client the switch is for. */
export const SWITCH_CLIENT_TYPE = 'h5';


function readState(value: unknown): TenantState {
  return value === 'expired' || value === 'deactivated' ? value : 'normal';
}

/** The accounts of a list answer (a list, or `{ records | list }`); rows without an id are dropped. */
export function readTenantAccounts(data: unknown): TenantAccount[] {
  const list = Array.isArray(data) ? data : isRecord(data) ? (Array.isArray(data.records) ? data.records : Array.isArray(data.list) ? data.list : []) : [];
  const seen = new Set<string>();
  return list.filter(isRecord).flatMap((item) => {
    const accountId = textOf(item.accountId);
    if (!accountId || seen.has(accountId)) return [];
    seen.add(accountId);
    return [{ accountId, name: textOf(item.name) || accountId, logo: textOf(item.logo), state: readState(item.state), current: item.current === true }];
  });
}

/** Logos of a get-logo answer (`[{ accountId, logo }]`) by account id. */
export function readLogos(data: unknown): Map<string, string> {
  const logos = new Map<string, string>();
  if (Array.isArray(data)) for (const item of data) if (isRecord(item) && textOf(item.accountId) && textOf(item.logo)) logos.set(textOf(item.accountId), textOf(item.logo));
  return logos;
}

/** Whether a row can be chosen: a normal account other than the current one. */
export const isChoosable = (account: TenantAccount): boolean => account.state === 'normal' && !account.current;

/** Whether a list offers more than one account (the personal page shows its switch entry only then). */
export const offersChoice = (accounts: readonly TenantAccount[]): boolean => accounts.length > 1;

/** Where the switch comes back to: the app's home page, as an absolute address of this origin (router mode and base path applied). */
export function homeAddress(config: Pick<AppConfig, 'routerMode' | 'basePath' | 'homePath'>, currentHref: string): string {
  const here = new URL(currentHref);
  const base = `/${config.basePath.replace(/^\/+|\/+$/g, '')}`.replace(/\/$/, '');
  const home = `/${config.homePath.replace(/^\/+/, '')}`;
  return config.routerMode === 'hash' ? `${here.origin}${base}/#${home}` : `${here.origin}${base}${home}`;
}

/**
 * The address the browser goes to to switch to `accountId`: `apiBase` + the switch path of the kind, with
 * switchAccountId, service (where to come back) and type.
 *
 * @example switchAddress({ apiBase: '/gateway/dosm', path: '/api/v2/base/account/switchAccount', accountId: '111', service: 'http://127.0.0.1:8080/homePage' })
 * // '/gateway/dosm/api/v2/base/account/switchAccount?switchAccountId=111&service=http%3A%2F%2F127.0.0.1%3A8080%2FhomePage&type=h5'
 */
export function switchAddress(options: { apiBase: string; path: string; accountId: string; service: string; type?: string }): string {
  const query = new URLSearchParams({ switchAccountId: options.accountId, service: options.service, type: options.type ?? SWITCH_CLIENT_TYPE });
  return `${options.apiBase.replace(/\/+$/, '')}${options.path}?${query.toString()}`;
}
