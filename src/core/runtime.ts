import { createBus, type Disposer } from './bus';
import type { RuntimeEvents } from './events';
import { resolveConfig, type AppConfig } from './config';
import type { HostAdapter, PluginContext } from './context';
import { coreTextDomains, createI18n, supportedLanguages, type PluginLocales } from './i18n';
import { createRegistry, registryTypeOf, RegistryError, type LazyPlugin, type PluginSet, type Registry } from './registry';
import { createRequestClient } from './request';
import type { RequestPrefetch } from './request/prefetch';
import type { RequestAdapter } from './request/transport';
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
  /** Replaces the request client's HTTP transport (tests, fixture replays). */
  requestAdapter?: RequestAdapter;
  /** Calls the app's entry sent ahead (`startBootPrefetch`): the request client takes their answers. */
  requestPrefetch?: RequestPrefetch;
  /**
   * Plugin lists loaded on demand (dynamic imports), registered the first time
   * `ensurePlugins()` is called. Keeps heavy plugin packs (the field types and
   * Formily behind them) out of the first-load bundle.
   * @example lazyPlugins: [() => import('../plugins/fields').then((m) => ({ fields: m.builtinFieldPlugins }))]
   */
  lazyPlugins?: ReadonlyArray<() => Promise<PluginSet<FC, AC, BC>>>;
}

export interface Runtime<FC = unknown, AC = unknown, BC = unknown> extends PluginContext {
  registry: Registry<FC, AC, BC>;
  /** Loads and registers the `lazyPlugins` lists once; later calls share the same promise. */
  ensurePlugins(): Promise<void>;
  /** Whether every lazy plugin list is registered (true when there are none). */
  pluginsReady(): boolean;
  /**
   * Loads and registers the field types among `types` that were given as `lazyFields` and are not
   * registered yet (a type is matched as spelled or as forms read `x-component`: `registryTypeOf`);
   * other types are skipped. All load at once; a failed load rejects and is tried again next call.
   */
  ensureFieldTypes(types: Iterable<string>): Promise<void>;
  /** The types among `types` that `ensureFieldTypes` would still load. */
  pendingFieldTypes(types: Iterable<string>): string[];
  /** `ensureFieldTypes` for actions (`lazyActions`): an action bar loads the actions of its buttons. */
  ensureActions(types: Iterable<string>): Promise<void>;
  /** The types among `types` that `ensureActions` would still load. */
  pendingActions(types: Iterable<string>): string[];
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
  const request = createRequestClient({ config, bus, i18n, session, host, adapter: options.requestAdapter, prefetch: options.requestPrefetch });
  const registry = createRegistry<FC, AC, BC>();

  const context: PluginContext = { config, bus, i18n, request, session, storage, host };
  const disposers: Disposer[] = [];
  // A plugin's texts (`locales`) join i18n when it is registered, under its own domains (never a core one).
  const checkLocales = (owner: string, locales: PluginLocales | undefined) => {
    for (const domain of Object.keys(locales ?? {})) {
      if (coreTextDomains.includes(domain)) throw new RegistryError(`Plugin "${owner}" may not add texts to the core domain "${domain}"; give its texts a domain of its own.`);
    }
  };
  const addLocales = (locales: PluginLocales | undefined) => {
    for (const [domain, texts] of Object.entries(locales ?? {})) {
      for (const language of supportedLanguages) i18n.addTexts(language, domain, texts[language]);
    }
  };
  const registerPlugins = (plugins: PluginSet<FC, AC, BC>) => {
    const owned = [
      ...(plugins.fields ?? []).map((def) => [def.type, def.locales] as const),
      ...(plugins.actions ?? []).map((def) => [def.type, def.locales] as const),
      ...(plugins.blocks ?? []).map((def) => [def.name, def.locales] as const),
    ];
    for (const [owner, locales] of owned) checkLocales(owner, locales);
    for (const def of plugins.fields ?? []) registry.fields.register(def);
    for (const def of plugins.actions ?? []) registry.actions.register(def);
    for (const def of plugins.blocks ?? []) registry.blocks.register(def);
    for (const [, locales] of owned) addLocales(locales);
    for (const def of [...(plugins.fields ?? []), ...(plugins.actions ?? []), ...(plugins.blocks ?? [])]) {
      const dispose = def.setup?.(context);
      if (dispose) disposers.push(dispose);
    }
  };
  registerPlugins(options.plugins ?? {});

  const lazyFields = createLazyTable(
    'Field type',
    options.plugins?.lazyFields,
    (key) => registry.fields.has(key),
    (def) => registerPlugins({ fields: [def] }),
  );
  const lazyActions = createLazyTable(
    'Action',
    options.plugins?.lazyActions,
    (key) => registry.actions.has(key),
    (def) => registerPlugins({ actions: [def] }),
  );

  const lazy = options.lazyPlugins ?? [];
  let ready = lazy.length === 0;
  let loading: Promise<void> | undefined;
  const ensurePlugins = () => {
    loading ??= Promise.all(lazy.map((load) => load())).then(
      (sets) => {
        for (const set of sets) registerPlugins(set);
        ready = true;
      },
      (error: unknown) => {
        // A failed chunk load may succeed on the next attempt (flaky network).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return {
    ...context,
    registry,
    ensurePlugins,
    pluginsReady: () => ready,
    ensureFieldTypes: lazyFields.ensure,
    pendingFieldTypes: lazyFields.pending,
    ensureActions: lazyActions.ensure,
    pendingActions: lazyActions.pending,
    dispose() {
      while (disposers.length) disposers.pop()?.();
      bus.clear();
    },
  };
}

/** The loaders of one kind of lazy plugin: which keys are still to load, and loading them once each. */
function createLazyTable<T extends { type: string }>(
  kind: string,
  plugins: ReadonlyArray<LazyPlugin<T>> | undefined,
  registered: (key: string) => boolean,
  register: (def: T) => void,
): { ensure(types: Iterable<string>): Promise<void>; pending(types: Iterable<string>): string[] } {
  const loaders = new Map<string, () => Promise<T>>();
  for (const plugin of plugins ?? []) {
    if (!plugin.type) throw new RegistryError(`A lazy ${kind.toLowerCase()} needs a non-empty type.`);
    loaders.set(plugin.type, plugin.load);
  }
  const inFlight = new Map<string, Promise<void>>();
  const keyOf = (type: string): string | undefined => {
    if (loaders.has(type)) return type;
    const key = registryTypeOf(type);
    return loaders.has(key) ? key : undefined;
  };
  const pending = (types: Iterable<string>): string[] => {
    const keys = new Set<string>();
    for (const type of types) {
      const key = typeof type === 'string' ? keyOf(type) : undefined;
      if (key && !registered(key)) keys.add(key);
    }
    return [...keys];
  };
  const load = (key: string): Promise<void> => {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = loaders
      .get(key)!()
      .then((def) => {
        if (def?.type !== key) throw new RegistryError(`The lazy ${kind.toLowerCase()} "${key}" loaded a definition of "${String(def?.type)}".`);
        // Another caller (or an eager list) may have registered it meanwhile.
        if (!registered(key)) register(def);
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
  return {
    pending,
    ensure: (types) => Promise.all(pending(types).map(load)).then(() => undefined),
  };
}
