// Windowing of long lists (a table form's rows, a worklist's cards): only the rows near the viewport are rendered,
// two spacers stand for the rest. The band follows the scroll once a frame, and only when it moved a quarter screen.
import { useEffect, useState, type RefObject } from 'react';
import { findScrollRoot } from '../form/viewport';

/** The part of a list, in its own coordinates (px from its top), whose rows are rendered. */
export interface RowBand {
  top: number;
  bottom: number;
}

/** The band of a list whose top is at `listTop` (viewport px) around a view of `viewHeight` from `viewTop`, `margin` screens more on each side. */
export function rowBandOf(listTop: number, viewTop: number, viewHeight: number, margin: number): RowBand {
  const top = viewTop - listTop;
  return { top: top - margin * viewHeight, bottom: top + (1 + margin) * viewHeight };
}

/** Which rows are rendered and the heights of the spacers before and after them. */
export interface RowRange {
  start: number;
  end: number;
  before: number;
  after: number;
}

/** Which rows are rendered: those overlapping the band (all of them without a band), and the spacers' heights. */
export function rowRange(heights: readonly number[], band: RowBand | undefined): RowRange {
  if (!band) return { start: 0, end: heights.length, before: 0, after: 0 };
  let y = 0;
  let start = 0;
  while (start < heights.length && y + heights[start]! <= band.top) y += heights[start++]!;
  const before = y;
  let end = start;
  while (end < heights.length && y < band.bottom) y += heights[end++]!;
  let after = 0;
  for (let index = end; index < heights.length; index++) after += heights[index]!;
  return { start, end, before, after };
}

/** Options of {@link useRowBand}. */
export interface RowBandOptions {
  /** Screens rendered beyond the viewport on each side. @default 1 */
  margin?: number;
  /** Off: no band (every row renders), e.g. without a DOM that lays out. @default true */
  enabled?: boolean;
  /** The band until the list is measured (undefined: every row renders until then). */
  initial?: () => RowBand | undefined;
}

/**
 * The band of the list in `list` (its rows' box) around the viewport of its scrolling ancestor, `margin` screens
 * more on each side; undefined until measured or when disabled. Follows scrolls and resizes once a frame and
 * changes only when the band moved a quarter screen, so a scroll re-renders the list a few times a screen.
 */
export function useRowBand(list: RefObject<Element>, { margin = 1, enabled = true, initial }: RowBandOptions = {}): RowBand | undefined {
  const [band, setBand] = useState<RowBand | undefined>(() => initial?.());
  useEffect(() => {
    if (!enabled) return undefined;
    const root = findScrollRoot(list.current);
    let frame = 0;
    const update = () => {
      frame = 0;
      const box = list.current;
      if (!box) return;
      const viewTop = root ? root.getBoundingClientRect().top : 0;
      const viewHeight = (root ? root.clientHeight : window.innerHeight) || 844;
      const next = rowBandOf(box.getBoundingClientRect().top, viewTop, viewHeight, margin);
      setBand((current) => (current && Math.abs(current.top - next.top) < viewHeight / 4 && Math.abs(current.bottom - next.bottom) < viewHeight / 4 ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    const target: EventTarget = root ?? window;
    target.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      target.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [list, margin, enabled]);
  return enabled ? band : undefined;
}
