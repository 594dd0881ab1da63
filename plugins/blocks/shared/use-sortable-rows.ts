// A list the user reorders with move up / move down buttons (keyboard, screen readers: the focus stays on the moved
// row's button, or at an end on its other one) and a drag handle (pointer): the home settings' modules and the
// catalogue's common services. The caller keeps the items, renders the rows and announces the move.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { moveItem, rowIndexAt } from './sortable';
import './sortable-rows.css';

export interface SortableRows {
  /** The move buttons by `${key}:up` and `${key}:down`. */
  buttons: { current: Map<string, HTMLButtonElement> };
  /** Key of the row being dragged. */
  dragging: string | undefined;
  /** A row's `ref` (kept in `rows`) and class (`sd-sortable-row`, `--dragging` while dragged). */
  rowProps(key: string): { ref: (row: HTMLLIElement | null) => void; className: string };
  /** Moves the item at `from` to `to`; `byKeyboard` keeps the focus on the row's buttons. */
  move(from: number, to: number, byKeyboard: boolean): void;
  onDragStart(key: string): (event: ReactPointerEvent<HTMLElement>) => void;
  onDragMove(event: ReactPointerEvent<HTMLElement>): void;
  onDragEnd(): void;
}

/** `onMoved` gets the reordered list, the moved item and its new index. */
export function useSortableRows<T>(items: readonly T[], keyOf: (item: T) => string, onMoved: (next: T[], item: T, to: number) => void): SortableRows {
  const [dragging, setDragging] = useState<string | undefined>(undefined);
  const [refocus, setRefocus] = useState<string | undefined>(undefined);
  const rows = useRef(new Map<string, HTMLLIElement>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const move = (from: number, to: number, byKeyboard: boolean) => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || from === to) return;
    onMoved(moveItem(items, from, to), item, to);
    // At an end the pressed button is disabled: the focus goes to the row's other one.
    if (byKeyboard) setRefocus(`${keyOf(item)}:${to < from ? (to === 0 ? 'down' : 'up') : to === items.length - 1 ? 'up' : 'down'}`);
  };

  useEffect(() => {
    if (!refocus) return;
    buttons.current.get(refocus)?.focus();
    setRefocus(undefined);
  }, [refocus]);

  return {
    buttons,
    dragging,
    rowProps: (key) => ({
      ref: (row) => {
        if (row) rows.current.set(key, row);
        else rows.current.delete(key);
      },
      className: dragging === key ? 'sd-sortable-row sd-sortable-row--dragging' : 'sd-sortable-row',
    }),
    move,
    onDragStart: (key) => (event) => {
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragging(key);
    },
    onDragMove: (event) => {
      if (!dragging) return;
      const elements = items.map((item) => rows.current.get(keyOf(item))).filter((row): row is HTMLLIElement => !!row);
      const from = items.findIndex((item) => keyOf(item) === dragging);
      const to = rowIndexAt(elements, event.clientY);
      if (to !== from) move(from, to, false);
    },
    onDragEnd: () => setDragging(undefined),
  };
}
