import type { PluginContext } from '../context';
import type { Session } from './types';

/**
 * Starts the login redirect: the host plugin's `onUnauthorized` hook when it
 * has one (a container owns login), else a full-page move to the login
 * address remembering the current one. Returns that login address.
 */
export function startLoginRedirect(session: Session, host: PluginContext['host']): string {
  const redirectTo = session.loginRedirectUrl(host.currentHref());
  if (host.onUnauthorized) host.onUnauthorized();
  else host.assign(redirectTo);
  return redirectTo;
}

/**
 * Logs out on this device: clears the token and login info and the request
 * cache, then moves to the login address remembering `returnTo` (default: the
 * current address). Returns that login address. Every log-out button uses it.
 */
export function logOut(ctx: Pick<PluginContext, 'session' | 'request' | 'host'>, returnTo?: string): string {
  ctx.session.clear();
  ctx.request.clearCache();
  const loginUrl = ctx.session.loginRedirectUrl(returnTo ?? ctx.host.currentHref());
  ctx.host.assign(loginUrl);
  return loginUrl;
}
