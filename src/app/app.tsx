import { useMemo } from 'react';
import type { BootResult, ForbiddenReason, PluginContext, Runtime } from '@core';
import { RuntimeProvider } from '@react/runtime/runtime-provider';
import { type PageDefinition } from '@react/json-page';
import { ToastHost } from '@react/feedback';
import { ThemeProvider } from '@react/theme';
import '@react/theme/theme.css';
import { Boot } from './boot';
import { pages as appPages, resolvePages } from './pages';
import { AppRouter, type RoutingConfig } from './router';
import './styles.css';

/** Props of {@link App}. */
export interface AppProps {
  runtime: Runtime;
  /** Pages to route. @default the app's page JSON files */
  pages?: readonly PageDefinition[];
  /** Routing settings that win over the web config (the micro-frontend container's base path and mode). */
  routing?: Partial<Pick<RoutingConfig, 'basePath' | 'routerMode'>>;
  /** The boot sequence. @default runBoot */
  boot?: (ctx: PluginContext) => Promise<BootResult>;
}

/** The whole H5 app: providers (runtime, colour scheme), boot, then the router built from page JSON; toasts on top. */
export function App({ runtime, pages = appPages, routing, boot }: AppProps) {
  const resolved = useMemo(() => resolvePages(pages), [pages]);
  return (
    <RuntimeProvider runtime={runtime}>
      <ThemeProvider>
        <Boot runtime={runtime} boot={boot}>
          {(result) => <BootedRouter pages={resolved} config={result.config} routing={routing} forbidden={result.status === 'forbidden' ? result.reason : undefined} />}
        </Boot>
        <ToastHost bus={runtime.bus} />
      </ThemeProvider>
    </RuntimeProvider>
  );
}

interface BootedRouterProps {
  pages: ReturnType<typeof resolvePages>;
  config: RoutingConfig;
  routing: AppProps['routing'];
  /** Boot ended on the no-permission page (a 402/403, or the role check): start there, with `?reason=role` for the latter. */
  forbidden?: ForbiddenReason;
}

function BootedRouter({ pages, config, routing, forbidden }: BootedRouterProps) {
  const basePath = routing?.basePath ?? config.basePath;
  const routerMode = routing?.routerMode ?? config.routerMode;
  const { homePath, noPermissionPath, bottomMenu } = config;
  const routingConfig = useMemo<RoutingConfig>(
    () => ({ basePath, routerMode, homePath, noPermissionPath, bottomMenu }),
    [basePath, routerMode, homePath, noPermissionPath, bottomMenu],
  );
  const initialPath = forbidden === 'role' ? `${noPermissionPath}?reason=role` : forbidden ? noPermissionPath : undefined;
  return <AppRouter pages={pages} config={routingConfig} initialPath={initialPath} />;
}
