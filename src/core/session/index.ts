// Session: token, stored login info, permission checks, login redirect address and the role check.
import type { AppConfig } from '../config';
import type { PluginContext } from '../context';
import { RequestError } from '../request/errors';
import type { RequestClient } from '../request/types';
import { readJson, writeJson, type KeyValueStorage } from '../storage';
import { safeRedirectPath, safeReturnHref } from './safe-redirect';
import { toLoginInfo } from '../login-info';
import type { LoginInfo, Role, RoleCheckResult, Session } from './types';
import { isRecord } from '../records';
export type * from './types';
export { toLoginInfo } from '../login-info';
export { LOGOUT_TIMEOUT_MS, logOut, startLoginRedirect } from './redirect';
export { clearUserData, USER_DATA_STORAGE_KEYS } from './user-data';
export { isFollowableAddress, MAX_REDIRECT_LENGTH, safeRedirectPath, safeReturnHref } from './safe-redirect';

export interface SessionOptions {
  config: AppConfig;
  storage: KeyValueStorage;
  host: PluginContext['host'];
  /** Lazy: the request client is built after the session. */
  getRequest: () => RequestClient;
}

/** Role type that may use the H5 app even off an H5 device (spec §6). */
export const H5_ROLE_TYPE = 3;

function rolesOf(data: unknown): Role[] {
  const list = Array.isArray(data) ? data : isRecord(data) ? (data.list ?? data.records ?? data.roles ?? data.result) : undefined;
  return Array.isArray(list) ? list.filter(isRecord).map((role) => role as unknown as Role) : [];
}

/** The process id of the role with the lowest priority value (first one on ties). */
export function defaultProcessIdOf(roles: readonly Role[]): string | undefined {
  let best: Role | undefined;
  for (const role of roles) {
    const priority = Number(role.priority);
    if (!Number.isFinite(priority)) continue;
    if (!best || priority < Number(best.priority)) best = role;
  }
  return best?.processId != null && best.processId !== '' ? String(best.processId) : undefined;
}

/** Phones and tablets: Android, iOS, HarmonyOS and other mobile browsers (`Mobile` in the user agent). */
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony|Windows Phone|IEMobile|Opera Mini|Mobile/i;

/** Whether a user agent is a phone or tablet browser (the spec's "H5 device"). */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

/** The H5-device check of the role fetch: `config.isH5` when it is a boolean, else the host's (or the browser's) user agent. */
export function isH5Device(config: Pick<AppConfig, 'isH5'>, host: Pick<PluginContext['host'], 'userAgent'>): boolean {
  if (typeof config.isH5 === 'boolean') return config.isH5;
  const userAgent = host.userAgent?.() ?? (typeof globalThis.navigator !== 'undefined' ? globalThis.navigator.userAgent : '');
  return isMobileUserAgent(userAgent ?? '');
}

function appendQuery(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt >= 0 ? [url.slice(0, hashAt), url.slice(hashAt)] : [url, ''];
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${encodeURIComponent(name)}=${encodeURIComponent(value)}${hash}`;
}

export function createSession(options: SessionOptions): Session {
  const { config, storage, host, getRequest } = options;
  // Not stored: every boot runs the role check again.
  let defaultProcessId: string | undefined;

  const clear = () => {
    storage.removeItem(config.tokenStorageKey);
    storage.removeItem(config.loginInfoStorageKey);
    defaultProcessId = undefined;
  };

  const getToken = () => {
    const token = storage.getItem(config.tokenStorageKey);
    return token ? token : null;
  };

  // Stored permissions that cannot be read end the login (spec §8).
  const getLoginInfo = (): LoginInfo | undefined => {
    const raw = storage.getItem(config.loginInfoStorageKey);
    if (raw == null || raw === '') return undefined;
    const info = toLoginInfo(readJson<unknown>(storage, config.loginInfoStorageKey));
    if (!info) clear();
    return info;
  };

  const session: Session = {
    getToken,
    setToken(token) {
      storage.setItem(config.tokenStorageKey, token);
    },
    isLoggedIn() {
      if (!getToken()) return false;
      getLoginInfo();
      return getToken() !== null;
    },
    getLoginInfo,
    setLoginInfo(info) {
      writeJson(storage, config.loginInfoStorageKey, info);
    },
    clear,
    hasPermission(code) {
      if (code === null || code === undefined || code === '') return true;
      return (getLoginInfo()?.rbac ?? []).includes(String(code));
    },
    loginRedirectUrl(currentHref) {
      // Only an address that stays on this origin is remembered (an open page such as
      // `//evil.example/` would otherwise become the way back after the login).
      const returnTo = safeReturnHref(currentHref) ?? safeRedirectPath(currentHref, 'http://relative.invalid') ?? '/';
      return appendQuery(config.loginUrl, config.loginRedirectParam, returnTo);
    },
    async fetchAuth() {
      const data = await getRequest().get<unknown>(config.authPath, { silent: true });
      const info = toLoginInfo(data);
      // Boot shows its own translated text for this; the message is for logs.
      if (!info) throw new RequestError('menu-permission login returned no {user, rbac}', { code: 'INVALID_LOGIN_INFO' });
      session.setLoginInfo(info);
      return info;
    },
    getDefaultProcessId: () => defaultProcessId,
    fetchRoles(userId) {
      const request = getRequest();
      return request.post<unknown>(request.path('base', '/role/get'), userId ? { userId } : {}, { silent: true });
    },
    async checkRoles(opts = {}): Promise<RoleCheckResult> {
      const request = getRequest();
      const userId = getLoginInfo()?.user.userId;
      defaultProcessId = undefined;
      try {
        const data = await (opts.roles ?? session.fetchRoles(userId));
        defaultProcessId = defaultProcessIdOf(rolesOf(data));
      } catch (error) {
        console.warn('[session] role fetch failed; continuing without a default process', error);
      }
      const proceed: RoleCheckResult = { kind: 'proceed', defaultProcessId };
      // On an H5 device the judge's answer cannot change the outcome, so it is not asked.
      if (isH5Device(config, host)) return proceed;
      try {
        const data = await request.get<unknown>(`${config.judgePath}/getRoleInfoByUserId`, { params: { id: userId }, silent: true });
        const result = isRecord(data) && Array.isArray(data.result) ? data.result : [];
        const types = new Set(result.filter(isRecord).map((role) => Number(role.type)));
        if (types.size === 1 && types.has(H5_ROLE_TYPE)) return proceed;
      } catch (error) {
        console.warn('[session] judge role fetch failed; continuing', error);
        return proceed;
      }
      if (config.roleGoPath) {
        const url = opts.workOrderId ? appendQuery(config.roleGoPath, 'workOrderId', opts.workOrderId) : config.roleGoPath;
        return { kind: 'redirect', url };
      }
      return { kind: 'redirect', url: config.noAccessUrl || config.noPermissionPath };
    },
  };
  return session;
}
