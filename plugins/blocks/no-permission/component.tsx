import { useHref, useSearchParams } from 'react-router-dom';
import { logOut } from '@core';
import { useRuntime } from '@react/runtime/runtime-provider';
import { NoPermission } from '@react/feedback/no-permission';

/**
 * "Back to home" uses the app's navigate and home path from the feedback environment. `?reason=role`
 * (boot's role check) says the account is not for the H5 app here. "Log out" returns to the home
 * page after the next login, never to this page.
 */
export default function NoPermissionBlock() {
  const runtime = useRuntime();
  const [params] = useSearchParams();
  const homeHref = useHref(runtime.config.homePath);
  const reason = params.get('reason') === 'role' ? 'role' : 'status';
  const logout = () => void logOut(runtime, new URL(homeHref, runtime.host.currentHref()).href);
  return <NoPermission reason={reason} onLogout={logout} />;
}
