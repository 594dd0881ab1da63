import type { PluginContext } from '../context';
import { clearUserData } from './user-data';

export { startLoginRedirect } from '../login-redirect';

/** How long logging out waits for the server's answer before going on without it. */
export const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Logs out: first off the device (token, login info, request cache and every user-data key, see
 * `USER_DATA_STORAGE_KEYS`), so a failed or slow call cannot keep anyone logged in; then the
 * server's logout call with the old token (`config.logoutPath`, best effort, at most
 * {@link LOGOUT_TIMEOUT_MS}; the server revokes the token, so it cannot be replayed); then the
 * login address remembering `returnTo` (default: the current address). Resolves to that login
 * address. Every log-out button uses it.
 */
export async function logOut(ctx: Pick<PluginContext, 'session' | 'request' | 'host' | 'config' | 'storage'>, returnTo?: string): Promise<string> {
  const { session, request, host, config, storage } = ctx;
  const token = session.getToken();
  const loginUrl = session.loginRedirectUrl(returnTo ?? host.currentHref());
  session.clear();
  request.clearCache();
  clearUserData(storage);
  if (token) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
    try {
      await request.post(config.logoutPath, undefined, {
        headers: { [config.tokenHeader]: `Bearer ${token}` },
        silent: true,
        cache: false,
        authRedirect: false,
        signal: controller.signal,
      });
    } catch (error) {
      console.warn('[session] the server did not confirm the logout; the token is gone from this device', error);
    } finally {
      clearTimeout(timer);
    }
  }
  host.assign(loginUrl);
  return loginUrl;
}
