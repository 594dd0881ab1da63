import { isEmptyValue } from './empty';
import { defineValidator, type CompiledValidator } from './types';
import { isRecord, toFiniteNumber } from './util';

/** Count bounds; either may be absent. */
export interface CountBounds {
  min?: number;
  max?: number;
}

/** Number of filled items of a list value (blank items do not count). */
export function filledCount(value: unknown): number {
  return Array.isArray(value) ? value.filter((item) => !isEmptyValue(item)).length : isEmptyValue(value) ? 0 : 1;
}

/** Reads count bounds from two settings (`minCount` / `maxCount`); undefined when neither is a non-negative number. */
export function readCountBounds(min: unknown, max: unknown): CountBounds | undefined {
  const bounds: CountBounds = {};
  const lo = toFiniteNumber(min);
  const hi = toFiniteNumber(max);
  if (lo !== undefined && lo >= 0) bounds.min = Math.floor(lo);
  if (hi !== undefined && hi >= 0) bounds.max = Math.floor(hi);
  return bounds.min === undefined && bounds.max === undefined ? undefined : bounds;
}

/**
 * Selection count of a multi-value field within `min..max`. An empty
 * selection passes (required decides whether one is needed).
 */
export function selectionCountValidator(bounds: CountBounds, message?: string): CompiledValidator {
  const { min, max } = bounds;
  return defineValidator('selectionCount', (value, ctx) => {
    const count = filledCount(value);
    if (count === 0) return undefined;
    if ((min === undefined || count >= min) && (max === undefined || count <= max)) return undefined;
    if (message) return message;
    if (min !== undefined && max !== undefined) return ctx.t('rules.countBetween', { min, max });
    return min !== undefined && count < min ? ctx.t('rules.minCount', { min }) : ctx.t('rules.maxCount', { max });
  });
}

/** Upload default of `uploadFileQuantity`. */
export const DEFAULT_UPLOAD_FILE_QUANTITY = 1;

/** The file count maximum of an upload field: `uploadFileQuantity`, else `uploadSetting.count`, else 1. */
export function readFileQuantity(uploadFileQuantity: unknown, uploadSetting: unknown): number {
  const direct = toFiniteNumber(uploadFileQuantity);
  if (direct !== undefined && direct > 0) return Math.floor(direct);
  const fromSetting = isRecord(uploadSetting) ? toFiniteNumber(uploadSetting.count) : undefined;
  return fromSetting !== undefined && fromSetting > 0 ? Math.floor(fromSetting) : DEFAULT_UPLOAD_FILE_QUANTITY;
}

/** At most `max` files. */
export function fileCountValidator(max: number): CompiledValidator {
  return defineValidator('fileCount', (value, ctx) => (filledCount(value) > max ? ctx.t('rules.maxFiles', { max }) : undefined));
}

// Bookkeeping keys of a table row that are not user data.
const rowMetaKeys = new Set(['id', 'rowNum', 'needCheck', 'key', '_key', '_id']);

/** Whether a table row holds no user data (its `rowData`, or the row minus bookkeeping keys). */
export function isEmptyRow(row: unknown): boolean {
  if (!isRecord(row)) return isEmptyValue(row);
  if (isRecord(row.rowData)) return Object.entries(row.rowData).every(([key, v]) => key.endsWith('_search') || isEmptyValue(v));
  return Object.entries(row).every(([key, v]) => rowMetaKeys.has(key) || isEmptyValue(v));
}

/** Table data must not be empty: at least one row with data. */
export function tableNotEmptyValidator(message?: string): CompiledValidator {
  return defineValidator('tableNotEmpty', (value, ctx) =>
    Array.isArray(value) && value.some((row) => !isEmptyRow(row)) ? undefined : (message ?? ctx.t('rules.tableEmpty')),
  );
}
