// Story transport of the tenant lists and the personal page: the account calls answered from the gateway's seed
// (fixtures/seed/tenants.json) as the gateway's routes/accounts.ts does for zhangsan (home 110, also member of 210),
// logos drawn as data: SVGs. The switch itself is a browser redirect of the one-port server: stories only log it.
import type { AdapterRequest, AdapterResponse, HostAdapter, RequestAdapter, RuntimeOptions } from '@core';
import tenants from '../../fixtures/seed/tenants.json';

type Lang = 'zh' | 'en';
type Tenant = (typeof tenants)[number];

const ok = (data: unknown): AdapterResponse => ({ status: 200, data: { code: 100000, data, msg: 'success' } });

/** A logo like the gateway's: the English initials on a colour. */
function logo(tenant: Tenant): string {
  const initials = tenant.nameEn
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const colour = ['#1d4ed8', '#047857', '#b91c1c', '#6d28d9'][Number(tenant.accountId) % 4];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="${colour}"/><text x="32" y="41" text-anchor="middle" font-family="Arial" font-size="24" font-weight="700" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Options of {@link accountAdapter}. */
export interface AccountAdapterOptions {
  /** The account the story's user works in. @default '110' */
  accountId?: string;
  /** Every account call fails (the lists stay silent, the tenant stays empty). @default false */
  fail?: boolean;
}

export function accountAdapter({ accountId = '110', fail = false }: AccountAdapterOptions = {}): RequestAdapter {
  const topOf = (id: string): Tenant => {
    const tenant = tenants.find((t) => t.accountId === id)!;
    return tenant.parentId ? topOf(tenant.parentId) : tenant;
  };
  const item = (tenant: Tenant, current: boolean, lang: Lang) => {
    const top = topOf(tenant.accountId);
    return { accountId: tenant.accountId, name: lang === 'en' ? tenant.nameEn : tenant.name, logo: logo(tenant), state: tenant.state === 'normal' ? top.state : tenant.state, current };
  };
  return async (config: AdapterRequest) => {
    const url = config.url ?? '';
    const lang: Lang = String(config.headers?.language ?? 'zh').startsWith('en') ? 'en' : 'zh';
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (fail) return { status: 500, data: { code: 500, msg: 'down' } };
    const currentTop = topOf(accountId);
    if (url.endsWith('/account/topAccountList')) return ok(tenants.filter((t) => !t.parentId).map((t) => item(t, t === currentTop, lang)));
    if (url.endsWith('/account/subAccountList')) return ok([currentTop, ...tenants.filter((t) => t.parentId === currentTop.accountId)].map((t) => item(t, t.accountId === accountId, lang)));
    if (url.endsWith('/tenant/getTenantDetail')) return ok(item(tenants.find((t) => t.accountId === accountId)!, true, lang));
    return { status: 404, data: { code: 404, msg: `not in the account stories: ${url}` } };
  };
}

/** The story host: the switch redirect is logged, never followed (it would leave Storybook). */
export const storyHost: HostAdapter = {
  currentHref: () => 'http://127.0.0.1:8080/topTenants',
  assign: (url: string) => console.info(`[story] the browser would go to ${url}`),
};

/** Runtime options of an account story. */
export function accountRuntime(options: AccountAdapterOptions = {}): Omit<RuntimeOptions, 'storage'> {
  return { requestAdapter: accountAdapter(options), host: storyHost };
}
