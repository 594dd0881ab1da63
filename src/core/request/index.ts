// PLACEHOLDER signature: the request-client work replaces this file.
import type { EventBus } from '../bus';
import type { AppConfig } from '../config';
import type { PluginContext } from '../context';
import type { I18n } from '../i18n';
import type { Session } from '../session/types';
import type { RequestClient } from './types';
export type * from './types';

export interface RequestClientOptions {
  config: AppConfig;
  bus: EventBus;
  i18n: I18n;
  session: Session;
  host: PluginContext['host'];
}

export function createRequestClient(_options: RequestClientOptions): RequestClient {
  throw new Error('not implemented');
}
