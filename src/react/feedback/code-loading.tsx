// What a part of a page shows while its code (a lazily loaded chunk) is on the way, and when it failed
// to arrive: one look for a block waiting on its plugins, a form on its field types, a bar on its actions.
import { Button, DotLoading } from 'antd-mobile';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './code-loading.css';

/** Props of {@link CodeLoading}. */
export interface CodeLoadingProps {
  /** The load failed: show the failure with Retry instead of the spinner. */
  failed?: boolean;
  /** Loads again (after a failure). */
  onRetry?: () => void;
  className?: string;
  /** Keeps the space the loaded part will take (no layout shift when it arrives). */
  style?: CSSProperties;
  /** Test id of the failure (`${testId}-failed`) and loading (`${testId}-loading`) states. */
  testId?: string;
}

/**
 * A named loading status (`role="status"`, busy, "loading") while code loads; when it failed, an alert
 * saying so (never the browser's message) with a Retry button.
 */
export function CodeLoading({ failed = false, onRetry, className, style, testId }: CodeLoadingProps) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <div role="alert" className={`sd-block-error${className ? ` ${className}` : ''}`} style={style} data-testid={testId ? `${testId}-failed` : undefined}>
        {t('errors.chunkLoadFailed')}{' '}
        {onRetry ? (
          <Button size="mini" color="primary" fill="none" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div
      className={`sd-block-loading${className ? ` ${className}` : ''}`}
      style={style}
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
      data-testid={testId ? `${testId}-loading` : undefined}
    >
      <DotLoading color="primary" />
    </div>
  );
}
