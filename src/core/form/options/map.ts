import type { OptionItem } from '../types';
import { hasOwnKey, ownValue } from '../keys/records';
import { isRecord } from '../../records';

/** Which record keys hold an option's label and value (x-props optionLabel / optionValue). */
export interface RecordMapping {
  /** Record key (a dotted path is allowed) of the label; falls back to label, dictName, name, title. */
  optionLabel?: string;
  /** Record key (a dotted path is allowed) of the value; falls back to `valueKeys`. */
  optionValue?: string;
  /**
   * Fallback value keys in order.
   * @default ['value', 'id']
   */
  valueKeys?: readonly string[];
  /** Record key of the children of tree records. @default 'children' */
  childrenKey?: string;
}

const LABEL_KEYS = ['label', 'dictName', 'name', 'title'] as const;
const DEFAULT_VALUE_KEYS = ['value', 'id'] as const;

function readPath(record: Record<string, unknown>, path: string): unknown {
  if (hasOwnKey(record, path)) return record[path];
  let current: unknown = record;
  for (const part of path.split('.')) {
    if (!isRecord(current)) return undefined;
    current = ownValue(current, part);
  }
  return current;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function pick(record: Record<string, unknown>, preferred: string | undefined, fallbacks: readonly string[]): unknown {
  if (preferred) {
    const value = readPath(record, preferred);
    if (isPresent(value)) return value;
  }
  for (const key of fallbacks) {
    if (isPresent(ownValue(record, key))) return record[key];
  }
  return undefined;
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/** `isDel` arrives as a boolean, 0/1 or '0'/'1'. */
function isFlagSet(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/**
 * Maps one server record to an option, or `undefined` when it has no usable
 * value. A record that is already a primitive becomes `{label: v, value: v}`.
 * Status: 0 = usable (a missing status counts as usable).
 */
export function mapRecord(record: unknown, mapping: RecordMapping = {}, level?: number): OptionItem | undefined {
  if (typeof record === 'string' || typeof record === 'number') {
    const text = String(record);
    return level === undefined ? { label: text, value: text } : { label: text, value: text, level };
  }
  if (!isRecord(record)) return undefined;
  const value = toText(pick(record, mapping.optionValue, mapping.valueKeys ?? DEFAULT_VALUE_KEYS));
  if (value === '') return undefined;
  const label = toText(pick(record, mapping.optionLabel, LABEL_KEYS)) || value;
  const rawStatus = record.status;
  const status = rawStatus === undefined || rawStatus === null || rawStatus === '' ? 0 : Number(rawStatus);
  const option: OptionItem = { label, value, status: Number.isFinite(status) ? status : 0 };
  if (isFlagSet(record.isDel)) option.isDel = true;
  if (level !== undefined) option.level = level;
  const rawChildren = record[mapping.childrenKey ?? 'children'];
  if (level !== undefined && Array.isArray(rawChildren) && rawChildren.length > 0) {
    option.children = mapTree(rawChildren, mapping, level + 1);
  }
  return option;
}

/** Maps a flat list of records (entries without a value are dropped). */
export function mapRecords(records: unknown, mapping: RecordMapping = {}): OptionItem[] {
  if (!Array.isArray(records)) return [];
  const out: OptionItem[] = [];
  for (const record of records) {
    const option = mapRecord(record, mapping);
    if (option) out.push(option);
  }
  return out;
}

/** Maps tree records; every option gets its depth as `level` (roots are `startLevel`). */
export function mapTree(records: unknown, mapping: RecordMapping = {}, startLevel = 1): OptionItem[] {
  if (!Array.isArray(records)) return [];
  const out: OptionItem[] = [];
  for (const record of records) {
    const option = mapRecord(record, mapping, startLevel);
    if (option) out.push(option);
  }
  return out;
}

/** Every option of a (possibly tree-shaped) list, depth first. */
export function flattenOptions(options: readonly OptionItem[]): OptionItem[] {
  const out: OptionItem[] = [];
  const walk = (list: readonly OptionItem[]) => {
    for (const option of list) {
      out.push(option);
      if (option.children?.length) walk(option.children);
    }
  };
  walk(options);
  return out;
}

/**
 * Local keyword filter (case-insensitive label match). In a tree a parent
 * stays when one of its descendants matches, so the path remains reachable.
 */
export function filterByKeyword(options: readonly OptionItem[], keyword: string): OptionItem[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...options];
  const out: OptionItem[] = [];
  for (const option of options) {
    const selfMatches = option.label.toLowerCase().includes(needle);
    if (selfMatches) {
      out.push(option);
      continue;
    }
    if (option.children?.length) {
      const children = filterByKeyword(option.children, keyword);
      if (children.length) out.push({ ...option, children });
    }
  }
  return out;
}
