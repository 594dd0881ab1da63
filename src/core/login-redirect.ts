import type { PluginContext } from './context';
import type { Session } from './session/types';

/**
 * Starts the login redirect: the host plugin's `onUnauthorized` hook when it
 * has one (a container owns login), else a full-page move to the login
 * address remembering the current one. Returns that login address.
 *
 * Its own module (not in session/) because both the request client (on a 401)
 * and the session's logout flow use it: request/ must not import session/
 * values, since session/ imports the request client's values.
 */
export function startLoginRedirect(session: Session, host: PluginContext['host']): string {
  const redirectTo = session.loginRedirectUrl(host.currentHref());
  if (host.onUnauthorized) host.onUnauthorized();
  else host.assign(redirectTo);
  return redirectTo;
}
