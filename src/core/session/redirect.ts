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
