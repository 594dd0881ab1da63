import type { FieldEntry } from '../../core/form/interpreter/interpret';
import type { FieldWidth } from '../../core/form/types';

/** Called with true when a watched element comes within the margin of the scroll viewport, false when it leaves. */
export type NearListener = (near: boolean) => void;

/**
 * One IntersectionObserver per form, shared by every field slot. Created on
 * the first `observe` (by then the form's DOM exists, so the scroll root can
 * be found), with a root margin of `overscanScreens` screens above and below.
 */
export interface ViewportTracker {
  /** False when the browser has no IntersectionObserver: callers mount everything. */
  readonly supported: boolean;
  /** Watches an element; returns the disposer. */
  observe(element: Element, listener: NearListener): () => void;
  /** Disconnects the observer. */
  dispose(): void;
}

/** Options of {@link createViewportTracker}. */
export interface ViewportTrackerOptions {
  /** The scroll container (null = the browser viewport); read on the first `observe`. */
  getRoot: () => Element | null;
  /** Screens mounted beyond the visible area, above and below. @default 1 */
  overscanScreens?: number;
}

export function createViewportTracker(options: ViewportTrackerOptions): ViewportTracker {
  const supported = typeof IntersectionObserver === 'function';
  const listeners = new Map<Element, NearListener>();
  let observer: IntersectionObserver | undefined;

  const ensure = (): IntersectionObserver => {
    if (observer) return observer;
    // Percentages of rootMargin refer to the root's own height: 100% = one screen of the scroll container.
    const margin = `${Math.max(0, (options.overscanScreens ?? 1) * 100)}%`;
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
      },
      { root: options.getRoot(), rootMargin: `${margin} 0px ${margin} 0px`, threshold: 0 },
    );
    return observer;
  };

  return {
    supported,
    observe(element, listener) {
      if (!supported) return () => undefined;
      listeners.set(element, listener);
      ensure().observe(element);
      return () => {
        listeners.delete(element);
        observer?.unobserve(element);
      };
    },
    dispose() {
      observer?.disconnect();
      observer = undefined;
      listeners.clear();
    },
  };
}

const SCROLLING = /(auto|scroll|overlay)/;

/**
 * The nearest ancestor that scrolls vertically (the app's layout scrolls an
 * inner `<main>`, not the document), or null for the browser viewport.
 * IntersectionObserver's rootMargin only widens the root itself, so the root
 * must be the element that actually scrolls.
 */
export function findScrollRoot(element: Element | null): Element | null {
  if (typeof window === 'undefined' || !element) return null;
  for (let node = element.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    const style = window.getComputedStyle(node);
    if (SCROLLING.test(style.overflowY) || SCROLLING.test(style.overflow)) return node;
  }
  return null;
}

const WIDTH_FRACTION: Record<FieldWidth, number> = { full: 1, half: 1 / 2, third: 1 / 3, quarter: 1 / 4 };

/** Inputs of {@link initialMountSet}. */
export interface InitialMountOptions {
  /** Height in px to fill (viewport plus overscan). */
  height: number;
  /** Estimated height of one full-width field row. */
  fieldHeight: number;
  /** Estimated height of a group's title bar. */
  groupHeaderHeight: number;
}

/**
 * Addresses of the value fields mounted on the first render, before the
 * IntersectionObserver has reported anything: fields are laid out by their
 * estimated heights (a half-width field takes half a row) until `height` is
 * filled. Avoids a first frame of empty placeholders at the top of the form.
 */
export function initialMountSet(entries: readonly FieldEntry[], options: InitialMountOptions): Set<string> {
  const mounted = new Set<string>();
  let offset = 0;
  for (const entry of entries) {
    if (offset >= options.height) break;
    if (entry.container) {
      offset += options.groupHeaderHeight;
      continue;
    }
    mounted.add(entry.address);
    offset += options.fieldHeight * WIDTH_FRACTION[entry.field.width ?? 'full'];
  }
  return mounted;
}
