// PLACEHOLDER signature: the core-services work implements runBoot.
import type { AppConfig } from './config';
import type { PluginContext } from './context';
import type { LoginInfo } from './session/types';

/** Outcome of the boot sequence: web config, then auth, then the role check. */
export type BootResult =
  | { status: 'success'; config: AppConfig; loginInfo: LoginInfo; defaultProcessId?: string }
  /** Translated message: "failed to get configuration, check network settings" / "failed to get permissions, check network". */
  | { status: 'error'; stage: 'config' | 'auth' | 'roles'; message: string }
  /** Not logged in or 401: the login redirect has been started (or the host hook called). */
  | { status: 'unauthorized'; redirectTo: string }
  /** Role check sent the user elsewhere. */
  | { status: 'redirect'; url: string };

/**
 * Loads the web config (data.dosm.web, merged over the runtime config),
 * then the menu-permission login call (stores login info), then roles.
 */
export async function runBoot(_ctx: PluginContext): Promise<BootResult> {
  throw new Error('not implemented');
}
