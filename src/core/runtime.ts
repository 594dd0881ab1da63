import type { AxiosAdapter } from 'axios';
import { createBus, type Disposer } from './bus';
import type { RuntimeEvents } from './events';
import { resolveConfig, type AppConfig } from './config';
import type { HostAdapter, PluginContext } from './context';
import { createI18n } from './i18n';
import { createRegistry, type PluginSet, type Registry } from './registry';
import { createRequestClient } from './request';
import { createSession } from './session';
import { defaultStorage, type KeyValueStorage } from './storage';

export interface RuntimeOptions<FC = unknown, AC = unknown, BC = unknown> {
  /** Explicit plugin lists. */
  plugins?: PluginSet<FC, AC, BC>;
  /** Overrides of the default configuration. */
  config?: Partial<AppConfig>;
  /** Storage (defaults to localStorage, or memory outside a browser). */
  storage?: KeyValueStorage;
  /** Host hooks. */
  host?: HostAdapter;
  /** Browser language for detection (defaults to navigator.language). */
  browserLanguage?: string;
  /** Replaces axios' transport of the request client (tests, fixture replays). */
  requestAdapter?: AxiosAdapter;
}

export interface Runtime<FC = unknown, AC = unknown, BC = unknown> extends PluginContext {
  registry: Registry<FC, AC, BC>;
  /** Runs plugin disposers and clears the bus. */
  dispose(): void;
}

function resolveHost(host: HostAdapter = {}): PluginContext['host'] {
  return {
    ...host,
    currentHref: host.currentHref ?? (() => (typeof globalThis.location !== 'undefined' ? globalThis.location.href : '/')),
    assign:
      host.assign ??
      ((url: string) => {
        if (typeof globalThis.location !== 'undefined') globalThis.location.assign(url);
      }),
  };
}

/** Builds one runtime: no module-level state, so every test can build its own. */
export function createRuntime<FC = unknown, AC = unknown, BC = unknown>(options: RuntimeOptions<FC, AC, BC> = {}): Runtime<FC, AC, BC> {
  const config = resolveConfig(options.config);
  const storage = options.storage ?? defaultStorage();
  const bus = createBus<RuntimeEvents>();
  const host = resolveHost(options.host);
  const browserLanguage = options.browserLanguage ?? (typeof navigator !== 'undefined' ? navigator.language : undefined);
  const i18n = createI18n({ storage, browserLanguage, onChange: (language) => bus.emit('i18n:languageChanged', { language }) });
  const session = createSession({ config, storage, host, getRequest: () => request });
  const request = createRequestClient({ config, bus, i18n, session, host, adapter: options.requestAdapter });
  const registry = createRegistry<FC, AC, BC>();

  const context: PluginContext = { config, bus, i18n, request, session, storage, host };
  const disposers: Disposer[] = [];
  const plugins = options.plugins ?? {};
  for (const def of plugins.fields ?? []) registry.fields.register(def);
  for (const def of plugins.actions ?? []) registry.actions.register(def);
  for (const def of plugins.blocks ?? []) registry.blocks.register(def);
  for (const def of [...(plugins.fields ?? []), ...(plugins.actions ?? []), ...(plugins.blocks ?? [])]) {
    const dispose = def.setup?.(context);
    if (dispose) disposers.push(dispose);
  }

  return {
    ...context,
    registry,
    dispose() {
      while (disposers.length) disposers.pop()?.();
      bus.clear();
    },
  };
}
