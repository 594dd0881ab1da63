import type { ValueKind } from '../../registry';
import { OrderStatus, type OptionItem, type OptionPatch } from '../types';
import { flattenOptions } from './map';

function valueSet(values: readonly unknown[]): Set<string> {
  return new Set(values.map((v) => String(v)));
}

/**
 * Filters every level of a tree. With `rescueParents` a parent that fails
 * `keep` stays when one of its descendants survives (so the path remains
 * reachable); without it a dropped parent takes its subtree along.
 */
function filterTree(options: readonly OptionItem[], keep: (option: OptionItem) => boolean, rescueParents: boolean): OptionItem[] {
  const out: OptionItem[] = [];
  for (const option of options) {
    const kept = keep(option);
    if (!kept && !rescueParents) continue;
    if (!option.children?.length) {
      if (kept) out.push(option);
      continue;
    }
    const children = filterTree(option.children, keep, rescueParents);
    if (!kept && children.length === 0) continue;
    out.push(children.length === option.children.length ? option : { ...option, children });
  }
  return out;
}

/**
 * Applies one linkage option patch (form-widgets §4 "Option visibility rules").
 *
 * - `show`: only the listed values stay, in the list's own order;
 * - `hide`: the listed values are removed;
 * - `showPrepend`: nothing is hidden; the listed values move to the front in
 *   the patch's order (the rest keep theirs);
 * - `showAll`: the list as is;
 * - `add`: the given options are appended; an option whose value already
 *   exists replaces it in place;
 * - `change`: the given options replace the list.
 *
 * In a tree, `show`/`hide` act at every level; with `show` a parent survives
 * when one of its children does, with `hide` a hidden parent takes its subtree. The input is never mutated.
 */
export function applyOptionPatch(options: readonly OptionItem[], patch: OptionPatch | undefined): OptionItem[] {
  if (!patch) return [...options];
  switch (patch.mode) {
    case 'show': {
      const allowed = valueSet(patch.values);
      return filterTree(options, (o) => allowed.has(o.value), true);
    }
    case 'hide': {
      const hidden = valueSet(patch.values);
      return filterTree(options, (o) => !hidden.has(o.value), false);
    }
    case 'showPrepend': {
      const order = patch.values.map(String);
      const byValue = new Map(options.map((o) => [o.value, o]));
      const front = order.map((v) => byValue.get(v)).filter((o): o is OptionItem => o !== undefined);
      const frontSet = new Set(front.map((o) => o.value));
      return [...front, ...options.filter((o) => !frontSet.has(o.value))];
    }
    case 'showAll':
      return [...options];
    case 'add': {
      const incoming = new Map(patch.options.map((o) => [String(o.value), { ...o, value: String(o.value) }]));
      const replaced = options.map((o) => incoming.get(o.value) ?? o);
      const existing = new Set(options.map((o) => o.value));
      return [...replaced, ...[...incoming.values()].filter((o) => !existing.has(o.value))];
    }
    case 'change':
      return patch.options.map((o) => ({ ...o, value: String(o.value) }));
    default:
      return [...options];
  }
}

/** Applies patches in order (content patches first is the caller's choice). */
export function applyOptionPatches(options: readonly OptionItem[], patches: ReadonlyArray<OptionPatch | undefined>): OptionItem[] {
  return patches.reduce<OptionItem[]>((list, patch) => applyOptionPatch(list, patch), [...options]);
}

/** The selected values of a field value as strings (single or list). */
export function selectedValues(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.filter((v) => v !== undefined && v !== null && v !== '').map(String);
  return [String(value)];
}

/**
 * Drops options flagged deleted (`isDel`) unless already selected
 * (form-widgets §5: "Dictionary options flagged deleted appear only if
 * already selected").
 */
export function hideDeletedOptions(options: readonly OptionItem[], selected: unknown): OptionItem[] {
  const chosen = valueSet(selectedValues(selected));
  return filterTree(options, (o) => !o.isDel || chosen.has(o.value), true);
}

/**
 * Clears selected values that are no longer in the allowed option list
 * (tree options count at every level). Single values become '', lists are
 * filtered. Returns the input itself when nothing changed, so callers can
 * skip a no-op write.
 *
 * Only prune against a complete list: a paged source's loaded pages are not
 * the whole allowed set (see `OptionSourceState.complete`).
 */
export function pruneSelection(value: unknown, options: readonly OptionItem[], valueKind: ValueKind): unknown {
  const allowed = valueSet(flattenOptions(options).map((o) => o.value));
  if (valueKind === 'multi') {
    if (!Array.isArray(value)) {
      if (value === undefined || value === null || value === '') return value;
      return allowed.has(String(value)) ? [value] : [];
    }
    const kept = value.filter((v) => allowed.has(String(v)));
    return kept.length === value.length ? value : kept;
  }
  if (value === undefined || value === null || value === '') return value;
  if (Array.isArray(value)) {
    const kept = value.filter((v) => allowed.has(String(v)));
    return kept.length === value.length ? value : kept;
  }
  return allowed.has(String(value)) ? value : '';
}

/**
 * Clears the selected values a linkage option patch disallows (form-widgets
 * §4: "Selected values no longer in the allowed option list are cleared"),
 * decided from the patch alone so it holds whether or not a picker is
 * mounted: `show` keeps only the listed values, `hide` drops the listed ones,
 * `change` keeps those in the new list; `add`, `showPrepend` and `showAll`
 * disallow nothing. Returns the input itself when nothing changed.
 */
export function pruneSelectionByPatch(value: unknown, patch: OptionPatch | undefined, valueKind: ValueKind): unknown {
  if (!patch || (patch.mode !== 'show' && patch.mode !== 'hide' && patch.mode !== 'change')) return value;
  const selected = selectedValues(value).map((v) => ({ label: v, value: v }));
  return pruneSelection(value, applyOptionPatch(selected, patch), valueKind);
}

/**
 * Read-only fields of a finished order (dataStatus 20) show the saved
 * display values instead of live options (form-widgets §4).
 */
export function usesSavedDisplay(dataStatus: number | undefined, readOnly: boolean): boolean {
  return readOnly && dataStatus === OrderStatus.FINISHED;
}
