/**
 * Parses `x-index`: finite numbers and numeric strings count; anything else
 * means "no index".
 */
export function parseIndex(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const n = Number(raw);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/**
 * Stable order by `x-index`: indexed entries ascending (ties keep arrival
 * order), then entries without an index in arrival order. Never drops an entry
 * (Formily's own ordering keeps one property per index and loses the rest).
 */
export function orderByIndex<T>(items: readonly T[], indexOf: (item: T) => number | undefined): T[] {
  const decorated = items.map((item, arrival) => ({ item, arrival, index: indexOf(item) }));
  decorated.sort((a, b) => {
    if (a.index === undefined && b.index === undefined) return a.arrival - b.arrival;
    if (a.index === undefined) return 1;
    if (b.index === undefined) return -1;
    return a.index - b.index || a.arrival - b.arrival;
  });
  return decorated.map((entry) => entry.item);
}
