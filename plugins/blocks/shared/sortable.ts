// Reordering a list by buttons and by dragging (the home settings' modules, the catalogue's common services): the
// pure parts both use.

/** `list` with the item at `from` moved to `to` (clamped); a new array, equal to `list` when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Index of the row under `clientY` among `rows` (by their vertical middles): where a dragged row goes. */
export function rowIndexAt(rows: readonly HTMLElement[], clientY: number): number {
  let index = 0;
  rows.forEach((row, i) => {
    const box = row.getBoundingClientRect();
    if (clientY >= box.top + box.height / 2) index = i;
  });
  return index;
}
