import type { EventBus } from './bus';
import type { AppConfig } from './config';
import type { I18n } from './i18n';
import type { RequestClient } from './request/types';
import type { Session } from './session/types';
import type { KeyValueStorage } from './storage';

/**
 * What the host (the page embedding us, a micro-frontend container or the
 * chat app) can do for us. Every member is optional.
 */
export interface HostAdapter {
  /** Current address (defaults to globalThis.location.href). */
  currentHref?(): string;
  /** Full-page navigation (defaults to globalThis.location.assign). */
  assign?(url: string): void;
  /** Called on 401 instead of the login redirect when present (the host plugin's hook). */
  onUnauthorized?(): void;
  /** The device's user agent, for the H5-device check (defaults to globalThis.navigator.userAgent). */
  userAgent?(): string;
  /** Posts a message to the parent window (update success/fail notifications). */
  postToParent?(message: Record<string, unknown>): void;
}

/** Everything a plugin may use. Plugins never reach into core internals. */
export interface PluginContext {
  config: AppConfig;
  bus: EventBus;
  i18n: I18n;
  request: RequestClient;
  session: Session;
  storage: KeyValueStorage;
  host: Required<Pick<HostAdapter, 'currentHref' | 'assign'>> & HostAdapter;
}
