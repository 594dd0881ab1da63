/**
 * Pure option-picker logic shared by SELECT, SELECT_MANY, RADIO and
 * CHECKBOX: which x-props describe the option source, list rows with tree
 * levels, selectability (status 0 = usable), toggling, select-all, labels.
 */
import type { OptionItem } from '@core/form/types';
import { selectedValues } from '@core/form/options';

/** x-props keys that describe where options come from (read by `createOptionSource`). */
export const OPTION_SOURCE_KEYS = [
  'dataSource',
  'dataType',
  'apiStr',
  'optionLabel',
  'optionValue',
  'directoryValue',
  'cmdbDirectoryValue',
  'level',
  'dictLevel',
  'header',
  'headers',
  'apiHeader',
  'apiPage',
  'isPage',
  'isTree',
] as const;

/** The option-source part of a field's x-props (what an option picker's `source` prop holds). */
export function pickSourceProps(xProps: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of OPTION_SOURCE_KEYS) {
    if (key in xProps) out[key] = xProps[key];
  }
  return out;
}

/** One row of a picker list: the option and its depth (1 = root). */
export interface OptionRow {
  option: OptionItem;
  level: number;
  selectable: boolean;
}

/** Status 0 (or none) means usable; any other status shows the option disabled. */
export function isSelectable(option: OptionItem): boolean {
  return (option.status ?? 0) === 0;
}

/** The rows of a (possibly tree-shaped) option list, depth first; a tree option's `level` wins over its depth. */
export function optionRows(options: readonly OptionItem[]): OptionRow[] {
  const rows: OptionRow[] = [];
  const walk = (list: readonly OptionItem[], depth: number) => {
    for (const option of list) {
      const level = typeof option.level === 'number' && option.level > 0 ? option.level : depth;
      rows.push({ option, level, selectable: isSelectable(option) });
      if (option.children?.length) walk(option.children, level + 1);
    }
  };
  walk(options, 1);
  return rows;
}

/** The values of a field value as strings (single value or list). */
export const valuesOf = selectedValues;

/** Adds or removes one value, keeping the order of the rest. */
export function toggleValue(selected: readonly string[], value: string): string[] {
  return selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
}

/** State of the select-all box over the selectable rows shown. */
export interface SelectAllState {
  checked: boolean;
  indeterminate: boolean;
  /** Values select-all acts on (selectable rows only). */
  values: string[];
}

/** Select-all applies only to the selectable items of the current list, with an indeterminate state. */
export function selectAllState(rows: readonly OptionRow[], selected: readonly string[]): SelectAllState {
  const values = rows.filter((row) => row.selectable).map((row) => row.option.value);
  const chosen = new Set(selected);
  const count = values.filter((v) => chosen.has(v)).length;
  return { checked: values.length > 0 && count === values.length, indeterminate: count > 0 && count < values.length, values };
}

/** Selects every selectable shown row, or (when all are selected) unselects them; other selections stay. */
export function toggleAll(rows: readonly OptionRow[], selected: readonly string[]): string[] {
  const state = selectAllState(rows, selected);
  if (state.checked) {
    const drop = new Set(state.values);
    return selected.filter((v) => !drop.has(v));
  }
  const out = [...selected];
  for (const value of state.values) if (!out.includes(value)) out.push(value);
  return out;
}

/** Remembers labels of options seen, so a selection keeps its label after a search filtered its option away. */
export function rememberLabels(cache: Map<string, string>, options: readonly OptionItem[]): void {
  for (const row of optionRows(options)) cache.set(row.option.value, row.option.label);
}

/** Labels of the selected values; unknown values show as they are. */
export function labelsOf(value: unknown, labels: ReadonlyMap<string, string>): string[] {
  return valuesOf(value).map((v) => labels.get(v) ?? v);
}

const isLabelled = (item: unknown): item is { label: unknown } => typeof item === 'object' && item !== null && 'label' in item;

const itemsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);

/**
 * Whether a finished order's read-only field (dataStatus 20) has its labels saved: the host passes
 * the saved display text, or every stored item is a `{label, value}`. Then no option call is made.
 */
export function hasSavedLabels(value: unknown, savedDisplay?: string | readonly string[]): boolean {
  if (typeof savedDisplay === 'string' ? savedDisplay.trim() !== '' : Array.isArray(savedDisplay) && savedDisplay.length > 0) return true;
  return itemsOf(value).every(isLabelled);
}

/**
 * Labels of a finished order's read-only field: the saved display text when the host passes one,
 * the labels of `{label, value}` items stored in the value, else the live option's label of a stored
 * code (`live`, when the options were loaded because nothing was saved for it), else the code.
 */
export function savedDisplayLabels(value: unknown, savedDisplay?: string | readonly string[], live?: ReadonlyMap<string, string>): string[] {
  if (typeof savedDisplay === 'string' && savedDisplay.trim() !== '') return [savedDisplay];
  if (Array.isArray(savedDisplay) && savedDisplay.length > 0) return savedDisplay.filter((s) => typeof s === 'string' && s.trim() !== '');
  return itemsOf(value)
    .map((item) => {
      if (isLabelled(item)) return String(item.label ?? '');
      if (typeof item !== 'string' && typeof item !== 'number') return '';
      return live?.get(String(item)) ?? String(item);
    })
    .filter((s) => s !== '');
}

/** The stored codes of a value whose items may be `{label, value}` (a finished order's saved items). */
export function storedValues(value: unknown): unknown {
  if (!Array.isArray(value)) return isLabelled(value) && 'value' in value ? (value as { value: unknown }).value : value;
  return value.map((item) => (isLabelled(item) && 'value' in item ? (item as { value: unknown }).value : item));
}

/** Items of the selected-items popup: selected values with labels, filtered by a keyword (case-insensitive). */
export function selectedItems(selected: readonly string[], labels: ReadonlyMap<string, string>, keyword = ''): Array<{ value: string; label: string }> {
  const needle = keyword.trim().toLowerCase();
  return selected
    .map((value) => ({ value, label: labels.get(value) ?? value }))
    .filter((item) => needle === '' || item.label.toLowerCase().includes(needle));
}

/** At most this many custom options are laid out inline by RADIO / CHECKBOX in `auto` display. */
export const INLINE_OPTION_LIMIT = 8;

/** How RADIO / CHECKBOX lay out their options. */
export type ChoiceDisplay = 'auto' | 'inline' | 'popup';

/**
 * Inline radios/checkboxes for a short static list; a popup with search for
 * long, remote, paged or tree-shaped lists (they load on first open).
 */
export function shouldInlineChoices(display: ChoiceDisplay, sourceKind: string, optionCount: number, tree: boolean): boolean {
  if (display === 'inline') return true;
  if (display === 'popup') return false;
  return sourceKind === 'custom' && !tree && optionCount <= INLINE_OPTION_LIMIT;
}
