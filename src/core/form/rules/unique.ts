import type { ValidationContext } from '../types';
import { isEmptyValue } from './empty';
import { defineValidator, type ColumnValuesSource, type CompiledValidator } from './types';
import { isRecord } from './util';
import { ownValue } from '../keys/records';

/**
 * A comparison key for a cell value: trimmed text for scalars; for lists and
 * objects a canonical form that ignores item order of lists and key order of
 * objects (two member cells with the same people in another order are the
 * same data). Ids win over labels when an item carries them.
 */
export function uniqueKeyOf(value: unknown): string {
  if (typeof value === 'string') return `s:${value.trim()}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `s:${String(value)}`;
  if (Array.isArray(value)) return `a:[${value.map(uniqueKeyOf).sort().join(',')}]`;
  if (isRecord(value)) {
    const idKeys = ['userId', 'groupId', 'id', 'value'].filter((k) => value[k] !== undefined && value[k] !== null && value[k] !== '');
    const keys = idKeys.length > 0 ? idKeys : Object.keys(value).sort();
    return `o:{${keys.map((k) => `${k}=${uniqueKeyOf(value[k])}`).join(',')}}`;
  }
  return `x:${String(value)}`;
}

/** The cell value of a table row: `row.rowData[column]` (server row shape) or `row[column]`. */
export function cellValue(row: unknown, columnCode: string): unknown {
  if (!isRecord(row)) return undefined;
  const data = row.rowData;
  if (isRecord(data) && Object.prototype.hasOwnProperty.call(data, columnCode)) return data[columnCode];
  return ownValue(row, columnCode);
}

/**
 * Row indexes (0-based, ascending) whose value in `columnCode` also appears in
 * another row. Empty cells never conflict.
 */
export function validateUniqueColumn(rows: readonly unknown[], columnCode: string): number[] {
  const seen = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const value = cellValue(row, columnCode);
    if (isEmptyValue(value)) return;
    const key = uniqueKeyOf(value);
    const list = seen.get(key);
    if (list) list.push(index);
    else seen.set(key, [index]);
  });
  const conflicts: number[] = [];
  for (const list of seen.values()) if (list.length > 1) conflicts.push(...list);
  return conflicts.sort((a, b) => a - b);
}

/**
 * Unique cell: the value may appear only once in its column. `columnValues`
 * holds the whole column including this cell, so a count above one is a
 * duplicate.
 */
export function uniqueCellValidator(columnValues: ColumnValuesSource): CompiledValidator {
  return defineValidator('unique', (value, ctx: ValidationContext) => {
    if (isEmptyValue(value)) return undefined;
    const column = typeof columnValues === 'function' ? columnValues(ctx) : columnValues;
    const key = uniqueKeyOf(value);
    let count = 0;
    for (const other of column) if (!isEmptyValue(other) && uniqueKeyOf(other) === key) count += 1;
    return count > 1 ? ctx.t('rules.unique') : undefined;
  });
}

/** Unique columns of a table value: fails with "Same data exists" when any listed column holds a duplicate. */
export function uniqueColumnsValidator(columnCodes: readonly string[]): CompiledValidator {
  return defineValidator('unique', (value, ctx) => {
    if (!Array.isArray(value)) return undefined;
    return columnCodes.some((code) => validateUniqueColumn(value, code).length > 0) ? ctx.t('rules.unique') : undefined;
  });
}
