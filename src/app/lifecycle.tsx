import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createRuntime, type AppConfig, type HostAdapter, type RequestPrefetch, type Runtime } from '@core';
import { App } from './app';
import { builtinBlocks, lazyActionPlugins, lazyFieldPlugins } from './blocks';
import { buildApiBase } from './build-env';

/** Props a micro-frontend container (qiankun style) passes to `mount`; all optional when standalone. */
export interface MountProps {
  /** Element the container gives us; the app renders into its `#root` child or into it directly. */
  container?: HTMLElement;
  /** Router base path inside the container. @default config.basePath ('/') */
  basePath?: string;
  /** Router type. @default config.routerMode ('browser') */
  routerMode?: AppConfig['routerMode'];
  /** Configuration overrides (the web config loaded at boot is merged over them). */
  config?: Partial<AppConfig>;
  /** Host hooks (navigation, 401 hook, parent-window messages). */
  host?: HostAdapter;
  /** Boot calls the standalone entry sent ahead while this code loaded (main.tsx: `startBootPrefetch`). */
  requestPrefetch?: RequestPrefetch;
}

/** The lifecycle functions a micro-frontend container calls. */
export interface AppLifecycle {
  bootstrap(): Promise<void>;
  mount(props?: MountProps): Promise<void>;
  unmount(props?: MountProps): Promise<void>;
}

export { isInsideContainer } from './container';

function mountNode(container: HTMLElement | undefined): HTMLElement {
  if (container) return container.querySelector<HTMLElement>('#root') ?? container;
  const existing = document.getElementById('root');
  if (existing) return existing;
  const node = document.createElement('div');
  node.id = 'root';
  document.body.appendChild(node);
  return node;
}

/**
 * Builds the app's lifecycle. Each mount builds a fresh runtime (no state
 * survives an unmount); mounting again first unmounts the previous instance.
 */
export function createAppLifecycle(): AppLifecycle {
  let mounted: { root: Root; runtime: Runtime } | undefined;

  const unmount = async () => {
    const current = mounted;
    mounted = undefined;
    if (!current) return;
    current.root.unmount();
    current.runtime.dispose();
  };

  return {
    async bootstrap() {
      // Nothing to prepare: all work happens per mount.
    },
    async mount(props = {}) {
      await unmount();
      // The build's API_BASE, unless the container's config names another address.
      const apiBase = buildApiBase();
      const config: Partial<AppConfig> = { ...(apiBase ? { apiBase } : {}), ...props.config };
      if (props.basePath !== undefined) config.basePath = props.basePath;
      if (props.routerMode !== undefined) config.routerMode = props.routerMode;
      const runtime = createRuntime({
        // Field types and ticket actions are known by type only: a form loads the code of the types
        // its schema uses, an action bar that of its buttons (issue 14: a page downloads what it shows).
        plugins: { blocks: builtinBlocks, lazyFields: lazyFieldPlugins, lazyActions: lazyActionPlugins },
        config,
        host: props.host,
        requestPrefetch: props.requestPrefetch,
      });
      const root = createRoot(mountNode(props.container));
      // A transition: the first render is done in slices (the static boot screen of index.html stays
      // until it is ready) rather than in one long task.
      startTransition(() => root.render(<App runtime={runtime} routing={{ basePath: props.basePath, routerMode: props.routerMode }} />));
      mounted = { root, runtime };
    },
    unmount,
  };
}

const app = createAppLifecycle();

/** qiankun lifecycle: called once before the first mount. */
export const bootstrap = app.bootstrap;
/** qiankun lifecycle: renders the app (standalone: into #root). */
export const mount = app.mount;
/** qiankun lifecycle: unmounts the app and disposes its runtime. */
export const unmount = app.unmount;
