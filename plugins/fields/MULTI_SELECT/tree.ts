/**
 * Pure logic of the multi-level dropdown (form-widgets §2, §3, §4, §9): tree
 * depth and layout choice, the inline columns, the drill-down list,
 * search, and the label path built from the selected ids.
 */
import type { OptionItem } from '@core/form/types';
import { isSelectable, selectAllState, toggleAll, type OptionRow, type SelectAllState } from '../shared/options';

/** Trees shallower than this are shown as inline columns; deeper ones in the drill-down sheet. */
export const COLUMN_DEPTH_LIMIT = 4;
/** At most this many columns are laid out inline. */
export const MAX_COLUMNS = 3;
/** Search debounce of the drill-down sheet (form-widgets §9 "dropdown search debounce 500 ms"). */
export const DROPDOWN_SEARCH_DEBOUNCE_MS = 500;
/** Separator of the selected labels (form-widgets §9: the Chinese enumeration comma). */
export const LABEL_SEPARATOR = '、';

/** Layout of the picker for a tree. */
export type MultiSelectLayout = 'columns' | 'sheet';

/** Number of levels of a tree: 0 for no options, 1 for a flat list. */
export function treeDepth(options: readonly OptionItem[]): number {
  let depth = 0;
  const walk = (list: readonly OptionItem[], level: number) => {
    for (const option of list) {
      if (level > depth) depth = level;
      if (option.children?.length) walk(option.children, level + 1);
    }
  };
  walk(options, 1);
  return depth;
}

/** Columns for a tree of depth under 4, the drill-down sheet otherwise. */
export function layoutOf(options: readonly OptionItem[]): MultiSelectLayout {
  return treeDepth(options) < COLUMN_DEPTH_LIMIT ? 'columns' : 'sheet';
}

/** Where an option sits in the tree. */
export interface TreeNode {
  option: OptionItem;
  /** Ancestors from the root down, the option itself excluded. */
  ancestors: OptionItem[];
}

/** Index of a tree by option value (the first occurrence of a value wins). */
export type TreeIndex = ReadonlyMap<string, TreeNode>;

export function indexTree(options: readonly OptionItem[]): TreeIndex {
  const index = new Map<string, TreeNode>();
  const walk = (list: readonly OptionItem[], ancestors: OptionItem[]) => {
    for (const option of list) {
      if (!index.has(option.value)) index.set(option.value, { option, ancestors });
      if (option.children?.length) walk(option.children, [...ancestors, option]);
    }
  };
  walk(options, []);
  return index;
}

/**
 * Labels of the selected ids, in the order of the value: the label path
 * the field shows. Ids not (or not yet) in the tree show as they are, so a
 * stored value is never hidden.
 */
export function labelsOfIds(ids: readonly string[], index: TreeIndex): string[] {
  return ids.map((id) => index.get(id)?.option.label ?? id);
}

/** The display text of a selection: its labels joined with '、'. */
export function labelPathText(ids: readonly string[], index: TreeIndex, separator = LABEL_SEPARATOR): string {
  return labelsOfIds(ids, index).join(separator);
}

/** The full path of one option ('Hardware / Laptop / Screen'), for search results. */
export function pathLabels(id: string, index: TreeIndex): string[] {
  const node = index.get(id);
  return node ? [...node.ancestors.map((a) => a.label), node.option.label] : [id];
}

/**
 * The inline columns: the roots, then the children of each opened option of
 * `activePath` (ids from the root down), at most {@link MAX_COLUMNS}. An
 * opened option without children adds no column.
 */
export function columnsOf(options: readonly OptionItem[], activePath: readonly string[]): OptionItem[][] {
  const columns: OptionItem[][] = [[...options]];
  for (const id of activePath) {
    if (columns.length >= MAX_COLUMNS) break;
    const current = columns[columns.length - 1]!;
    const opened = current.find((option) => option.value === id);
    if (!opened?.children?.length) break;
    columns.push([...opened.children]);
  }
  return columns;
}

/** Opens an option in column `level` (0-based): the path is cut there and the option appended. */
export function openInColumn(activePath: readonly string[], level: number, id: string): string[] {
  return [...activePath.slice(0, level), id];
}

function rowsOf(column: readonly OptionItem[], level: number): OptionRow[] {
  return column.map((option) => ({ option, level, selectable: isSelectable(option) }));
}

/** The 'all' checkbox of one column: checked when every usable option of the column is selected. */
export function columnAllState(column: readonly OptionItem[], selected: readonly string[]): SelectAllState {
  return selectAllState(rowsOf(column, 1), selected);
}

/** Toggles the 'all' checkbox of one column; selections in other columns stay. */
export function toggleColumnAll(column: readonly OptionItem[], selected: readonly string[]): string[] {
  return toggleAll(rowsOf(column, 1), selected);
}

/** The options one level below `parentId` ('' = the roots); unknown parents give the roots. */
export function childrenOf(options: readonly OptionItem[], index: TreeIndex, parentId: string): OptionItem[] {
  if (!parentId) return [...options];
  return [...(index.get(parentId)?.option.children ?? [])];
}

/** One breadcrumb of the drill-down sheet; the root has the value ''. */
export interface Breadcrumb {
  value: string;
  label: string;
}

/** The trail to `parentId`: the root, then every ancestor and the parent itself. */
export function breadcrumbsOf(parentId: string, index: TreeIndex, rootLabel: string): Breadcrumb[] {
  const root: Breadcrumb = { value: '', label: rootLabel };
  const node = parentId ? index.get(parentId) : undefined;
  if (!node) return [root];
  return [root, ...[...node.ancestors, node.option].map((option) => ({ value: option.value, label: option.label }))];
}

/** A search hit: the option and its full label path. */
export interface SearchHit {
  option: OptionItem;
  path: string[];
}

/** Options at any depth whose label contains the keyword (case-insensitive); empty for a blank keyword. */
export function searchTree(options: readonly OptionItem[], keyword: string): SearchHit[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [];
  const hits: SearchHit[] = [];
  const walk = (list: readonly OptionItem[], path: string[]) => {
    for (const option of list) {
      const here = [...path, option.label];
      if (option.label.toLowerCase().includes(needle)) hits.push({ option, path: here });
      if (option.children?.length) walk(option.children, here);
    }
  };
  walk(options, []);
  return hits;
}
