import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { DotLoading } from 'antd-mobile';
import { runBoot, type BootResult, type PluginContext } from '@core';
import { useT } from '@react/runtime/runtime-provider';
import { toRequestError } from '@react/hooks/use-request';
import { ErrorPage } from '@react/feedback';

/** The successful boot outcome handed to the app. */
export type BootSuccess = Extract<BootResult, { status: 'success' }>;
/** Boot met a 402/403: the app still starts, on the no-permission page. */
export type BootForbidden = Extract<BootResult, { status: 'forbidden' }>;

type BootState = { status: 'loading' } | BootResult;

/** Props of {@link Boot}. */
export interface BootProps {
  runtime: PluginContext;
  /** The boot sequence. @default runBoot */
  boot?: (ctx: PluginContext) => Promise<BootResult>;
  /** What to render once booted (the router), also after a 402/403 (which lands on the no-permission page). */
  children: (result: BootSuccess | BootForbidden) => ReactNode;
}

function BootLoading() {
  const t = useT();
  return (
    <div className="sd-boot-loading" role="status" aria-live="polite" data-testid="boot-loading">
      {/* DotLoading animates in CSS; SpinLoading would bring react-spring (14 KB gz) into the first load. */}
      <DotLoading color="primary" style={{ fontSize: 32 }} />
      <span>{t('app.loading')}</span>
    </div>
  );
}

/**
 * Application boot (spec §4): loading, then success (renders `children`) or
 * error (load-failure page with the translated message and Retry); a 402/403
 * renders `children` too, which start on the no-permission page. When boot
 * reports unauthorized or a role redirect, navigation has already started,
 * so nothing is shown.
 */
export function Boot({ runtime, boot = runBoot, children }: BootProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<BootState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    boot(runtime).then(
      (result) => {
        // The app's first screen renders in slices (a transition), not in one long task.
        if (current) startTransition(() => setState(result));
      },
      (error: unknown) => {
        // runBoot reports failures as results; anything thrown is a bug, still shown rather than a blank screen.
        console.error('[boot] failed unexpectedly', error);
        if (current) setState({ status: 'error', stage: 'config', message: toRequestError(error).message });
      },
    );
    return () => {
      current = false;
    };
  }, [runtime, boot, attempt]);

  switch (state.status) {
    case 'loading':
      return <BootLoading />;
    case 'success':
    case 'forbidden':
      return <>{children(state)}</>;
    case 'error':
      return (
        <div className="sd-boot-error" data-testid="boot-error" data-stage={state.stage}>
          <ErrorPage
            type="loadFail"
            description={state.message}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        </div>
      );
    default:
      return null;
  }
}
