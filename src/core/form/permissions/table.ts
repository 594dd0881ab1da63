import { ALL_ROWS, parseTableCellPath, tableCellPath, type TableCellRef } from '../linkage/paths';
import type { FieldStatePatch, FormPatch } from '../types';
import { keyRecord } from '../keys/records';

/** A parsed table cell path `tableCode[rowNum].columnCode`. */
export type CellAddress = TableCellRef;

/** `tableCode[rowNum].columnCode` (rowNum -1 = every row): the linkage's one cell path format. */
export const cellPath = tableCellPath;

/** Parses a table cell path; undefined for anything else. */
export const parseCellPath = parseTableCellPath;

/** The key of a cell in a table's cell states: `${rowNum}.${columnCode}` (row -1 = every row). */
export function cellKey(rowNum: number, columnCode: string): string {
  return `${rowNum}.${columnCode}`;
}

/** Parses a cell-state key (see {@link cellKey}); undefined for anything else. */
export function parseCellKey(key: string): { rowNum: number; columnCode: string } | undefined {
  const dot = key.indexOf('.', key.startsWith('-') ? 1 : 0);
  const rowNum = Number(key.slice(0, dot));
  return dot > 0 && Number.isInteger(rowNum) ? { rowNum, columnCode: key.slice(dot + 1) } : undefined;
}

export interface TableCellDisableOptions {
  tableCode: string;
  /** Column codes of the table. */
  columns: readonly string[];
  /** Row numbers to disable; -1 disables every row. */
  rows: readonly number[];
  /**
   * What stays editable: column codes (every row) or cell paths
   * (`table[2].col`, one row, overriding a -1 rule).
   */
  editable?: Iterable<string>;
}

/**
 * Disables table cells per row index (-1 = all rows), except cells listed as
 * editable. Editable single cells get an explicit `disabled: false`, which
 * wins over the all-rows entry (see `resolveCellPatch`).
 */
export function tableCellDisablePatch(options: TableCellDisableOptions): FormPatch {
  const editable = new Set(options.editable ?? []);
  const patch: FormPatch = keyRecord();
  for (const rowNum of options.rows) {
    for (const columnCode of options.columns) {
      if (editable.has(columnCode)) continue;
      const path = cellPath(options.tableCode, rowNum, columnCode);
      if (editable.has(path)) continue;
      patch[path] = { disabled: true };
    }
  }
  for (const entry of editable) {
    const cell = parseCellPath(entry);
    if (cell && cell.tableCode === options.tableCode && cell.rowNum !== ALL_ROWS) patch[entry] = { disabled: false };
  }
  return patch;
}

/**
 * The effective patch of one cell: the all-rows entry, then the row's own
 * entry on top. `cells` is keyed by `${rowNum}.${columnCode}`.
 */
export function resolveCellPatch(cells: Readonly<Record<string, FieldStatePatch>>, rowNum: number, columnCode: string): FieldStatePatch {
  return { ...cells[cellKey(ALL_ROWS, columnCode)], ...(rowNum === ALL_ROWS ? {} : cells[cellKey(rowNum, columnCode)]) };
}
