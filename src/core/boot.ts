// Boot sequence: login check, web config, menu permissions, role check (service-desk spec §4, §7, §8).
import type { AppConfig } from './config';
import type { PluginContext } from './context';
import { isRequestError } from './request/errors';
import { CONCURRENCY_KEY, rememberedConcurrency } from './request/prefetch';
import { startLoginRedirect } from './session/redirect';
import { isFollowableAddress } from './session/safe-redirect';
import type { LoginInfo } from './session/types';
import { isRecord } from './records';

/** Outcome of the boot sequence: web config, then auth, then the role check. */
export type BootResult =
  | { status: 'success'; config: AppConfig; loginInfo: LoginInfo; defaultProcessId?: string }
  /** Translated message: "failed to get configuration, check network settings" / "failed to get permissions, check network". */
  | { status: 'error'; stage: 'config' | 'auth' | 'roles'; message: string }
  /**
   * The app shows its no-permission page (`config.noPermissionPath`) in place: after a 402/403 on the
   * web config or auth call (`reason: 'status'`, spec §6, §8), or when the role check sends the user
   * to that page or to the address already open (`reason: 'role'`: the account is not for H5 here).
   * Never a full-page move there, which would boot and check again: a loop.
   */
  | { status: 'forbidden'; config: AppConfig; reason: ForbiddenReason }
  /** Not logged in or 401: the login redirect has been started (or the host hook called). */
  | { status: 'unauthorized'; redirectTo: string }
  /** Role check sent the user elsewhere (`host.assign(url)` has been called). */
  | { status: 'redirect'; url: string };

/** Why boot ended on the no-permission page: a 402/403 answer, or the role check (spec §6). */
export type ForbiddenReason = 'status' | 'role';

export interface BootOptions {
  /** Appended to the role go-path. @default the `workOrderId` query parameter of the current address */
  workOrderId?: string;
}

/** `data.dosm.web` of the web-config response, or `{}` when the server sends none. */
export function webConfigOf(data: unknown): Partial<AppConfig> {
  const web = isRecord(data) && isRecord(data.dosm) ? data.dosm.web : undefined;
  return isRecord(web) ? (web as Partial<AppConfig>) : {};
}

function workOrderIdFrom(href: string): string | undefined {
  try {
    const url = new URL(href, 'http://localhost');
    const fromHash = url.hash.includes('?') ? new URLSearchParams(url.hash.slice(url.hash.indexOf('?'))).get('workOrderId') : null;
    return url.searchParams.get('workOrderId') ?? fromHash ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a role-check target is the app's own no-permission route or the address already open
 * (same origin and path): following it would reload this app, which checks again and lands there again.
 */
export function isRedirectLoop(target: string, currentHref: string, noPermissionPath: string): boolean {
  if (target === noPermissionPath) return true;
  try {
    const current = new URL(currentHref, 'http://localhost');
    const next = new URL(target, current);
    return next.origin === current.origin && next.pathname.replace(/\/+$/, '') === current.pathname.replace(/\/+$/, '');
  } catch {
    return false;
  }
}

const isUnauthorized = (error: unknown) => isRequestError(error) && error.status === 401;
const isForbidden = (error: unknown) => isRequestError(error) && (error.status === 402 || error.status === 403);

/**
 * Loads the web config (data.dosm.web, merged in place into `ctx.config` so
 * every holder of the config sees it) and, at the same time, the menu-permission
 * login call (stores login info) and, when the last visit's user is known, their
 * roles; then the role check. The request client already performed the
 * login redirect for a 401; boot only reports it.
 */
export async function runBoot(ctx: PluginContext, options: BootOptions = {}): Promise<BootResult> {
  const { session, request, i18n, host, config, storage } = ctx;
  const unauthorized = (): BootResult => ({ status: 'unauthorized', redirectTo: session.loginRedirectUrl(host.currentHref()) });

  if (!session.isLoggedIn()) return { status: 'unauthorized', redirectTo: startLoginRedirect(session, host) };

  // The web config and the login info are asked for at once (one round trip less before the first
  // screen, issue 14). A web config that moves the login call's address (authPath) makes it ask
  // again there. Failures are reported in boot order: a config failure first.
  // Until this visit's web config arrives, the request limit is the one the server set last visit
  // (else the default, 1): with the server's usual limit the boot calls below go out together.
  const defaultConcurrency = config.concurrency;
  config.concurrency = rememberedConcurrency(storage) ?? defaultConcurrency;
  const configCall = request.get<unknown>(config.webConfigPath, { silent: true });
  const settle = (call: Promise<LoginInfo>) =>
    call.then(
      (info) => ({ ok: true as const, info }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  const defaultAuthPath = config.authPath;
  const early = settle(session.fetchAuth());
  // The user of the last visit (its login info is stored) is most likely this one: their role list is
  // asked for at once too, and used when the login info confirms the user and the address held.
  const rolesPath = () => request.path('base', '/role/get');
  const lastUserId = session.getLoginInfo()?.user.userId;
  const earlyRolesPath = rolesPath();
  const earlyRoles = lastUserId ? session.fetchRoles(lastUserId) : undefined;
  earlyRoles?.catch(() => undefined);
  try {
    const web = webConfigOf(await configCall);
    config.concurrency = defaultConcurrency;
    Object.assign(config, web);
    storage.setItem(CONCURRENCY_KEY, String(config.concurrency));
  } catch (error) {
    config.concurrency = defaultConcurrency;
    if (isUnauthorized(error)) return unauthorized();
    if (isForbidden(error)) return { status: 'forbidden', config, reason: 'status' };
    return { status: 'error', stage: 'config', message: i18n.t('errors.configLoadFailed') };
  }

  const answer = config.authPath === defaultAuthPath ? await early : await settle(session.fetchAuth());
  if (!answer.ok) {
    const { error } = answer;
    if (isUnauthorized(error)) return unauthorized();
    if (isForbidden(error)) return { status: 'forbidden', config, reason: 'status' };
    return { status: 'error', stage: 'auth', message: i18n.t('errors.authLoadFailed') };
  }
  const loginInfo: LoginInfo = answer.info;

  let roles: Awaited<ReturnType<typeof session.checkRoles>>;
  try {
    const sameCall = earlyRoles && lastUserId === loginInfo.user.userId && rolesPath() === earlyRolesPath;
    roles = await session.checkRoles({ workOrderId: options.workOrderId ?? workOrderIdFrom(host.currentHref()), roles: sameCall ? earlyRoles : undefined });
  } catch {
    return { status: 'error', stage: 'roles', message: i18n.t('errors.requestErrorRetry') };
  }
  if (roles.kind === 'redirect') {
    if (isRedirectLoop(roles.url, host.currentHref(), config.noPermissionPath)) return { status: 'forbidden', config, reason: 'role' };
    // The go-path comes from the server's config: only an http(s) address or a plain path of ours
    // is followed (never `javascript:` or `//host`); anything else shows why in place.
    if (!isFollowableAddress(roles.url)) {
      console.warn('[boot] role check go-path refused', roles.url);
      return { status: 'forbidden', config, reason: 'role' };
    }
    host.assign(roles.url);
    return { status: 'redirect', url: roles.url };
  }
  return { status: 'success', config, loginInfo, defaultProcessId: roles.defaultProcessId };
}
