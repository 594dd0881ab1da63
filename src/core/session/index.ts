// PLACEHOLDER signature: the session work replaces this file.
import type { AppConfig } from '../config';
import type { PluginContext } from '../context';
import type { RequestClient } from '../request/types';
import type { KeyValueStorage } from '../storage';
import type { Session } from './types';
export type * from './types';

export interface SessionOptions {
  config: AppConfig;
  storage: KeyValueStorage;
  host: PluginContext['host'];
  /** Lazy: the request client is built after the session. */
  getRequest: () => RequestClient;
}

export function createSession(_options: SessionOptions): Session {
  throw new Error('not implemented');
}
