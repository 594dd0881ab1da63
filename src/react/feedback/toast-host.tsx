import { DotLoading } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill, InformationCircleFill } from 'antd-mobile-icons';
import { useEffect, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventBus } from '../../core/bus';
import { useFeedbackEnvironment } from './feedback-context';
import { bindToastBus, createToastStore, type ToastItem, type ToastStore } from './toast-store';

export interface ToastHostProps {
  /** The runtime bus; the host shows every `toast:show` event. */
  bus: Pick<EventBus, 'on'>;
  /** Lifetime of a toast without its own duration. @default config.toastDuration (3000) */
  duration?: number;
  /** Toasts visible at once. @default config.toastMaxCount (4) */
  max?: number;
  /** Use an existing store instead of an internal one (stories, tests). */
  store?: ToastStore;
}

const styles = {
  stack: {
    position: 'fixed',
    // Below the app's navigation bar (`--sd-nav-height`), so a toast never covers the page title.
    top: 'calc(env(safe-area-inset-top, 0px) + var(--sd-nav-height, 45px) + 8px)',
    left: '50%',
    transform: 'translateX(-50%)',
    width: 'calc(100% - 32px)',
    maxWidth: 420,
    zIndex: 1100,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 8,
    // The stack must never swallow taps meant for the page under it.
    pointerEvents: 'none',
  },
  toast: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'flex-start',
    gap: 8,
    maxWidth: '100%',
    padding: '10px 14px',
    borderRadius: 8,
    background: 'var(--sd-color-toast, rgba(0, 0, 0, 0.78))',
    boxShadow: '0 4px 12px rgba(0, 0, 0, 0.15)',
    color: 'var(--sd-color-on-toast, #fff)',
    fontSize: 14,
    lineHeight: 1.5,
    textAlign: 'left',
    overflowWrap: 'anywhere',
  },
  icon: { flex: 'none', display: 'flex', alignItems: 'center', height: 21, fontSize: 18 },
} satisfies Record<string, CSSProperties>;

const icons: Record<ToastItem['type'], ReactNode> = {
  success: <CheckCircleFill color="var(--sd-color-toast-success, #3cc47a)" />,
  error: <CloseCircleFill color="var(--sd-color-toast-danger, #ff6b74)" />,
  info: <InformationCircleFill color="var(--sd-color-toast-info, #4d94ff)" />,
  loading: <DotLoading color="white" />,
};

function Toast({ item }: { item: ToastItem }) {
  // Errors interrupt the screen reader; the rest wait their turn.
  return (
    <div role={item.type === 'error' ? 'alert' : 'status'} data-toast-type={item.type} style={styles.toast}>
      <span aria-hidden="true" style={styles.icon}>
        {icons[item.type]}
      </span>
      <span>{item.message}</span>
    </div>
  );
}

/**
 * Renders the toast stack fed by the bus's `toast:show` events. Mount once per
 * app. `duration` and `max` are read when the host mounts.
 */
export function ToastHost({ bus, duration, max, store: external }: ToastHostProps) {
  const { t } = useTranslation();
  const env = useFeedbackEnvironment();
  const [own] = useState(() => createToastStore({ duration: duration ?? env.toastDuration, max: max ?? env.toastMaxCount }));
  const store = external ?? own;
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => bindToastBus(store, bus), [store, bus]);
  // Pending timers must not outlive the host.
  useEffect(() => () => store.clear(), [store]);

  return (
    <div data-feedback="toast-host" role="region" aria-label={t('feedback.toast.region')} style={styles.stack}>
      {items.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </div>
  );
}
