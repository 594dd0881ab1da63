// Popups whose code loads the first time they open (issue 14): antd-mobile's popups bring its
// animation library (@react-spring, about 18 KB gzip) and gesture handling, and ours the focus trap;
// a page that never opens one does not download them.
import { lazy, Suspense, useState, type ComponentType } from 'react';

/** `React.lazy` of a named component (`() => import('./x').then((m) => m.X)`), typed as that component. */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // Typed as the plain component: React.lazy's props type adds ref handling these components do not use.
  return lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
}

/**
 * A component with an `open` prop that renders nothing, and loads nothing, until it is first opened;
 * from then on it is the loaded component (so it can play its closing animation). While its code
 * loads nothing shows (the trigger already reacted; a failed load reaches the page's error boundary).
 * @example export const ConfirmDialog = lazyOnOpen(() => import('./confirm-dialog-view').then((m) => m.ConfirmDialogView));
 */
export function lazyOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazyComponent(load);
  function LazyOnOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyOnOpen;
}
