import { ALL_ROWS } from '../linkage/paths';
import type { FieldStatePatch, FormPatch } from '../types';
import { keyRecord } from '../keys/records';

/** A parsed table cell path `tableCode[rowNum].columnCode`. */
export interface CellAddress {
  tableCode: string;
  rowNum: number;
  columnCode: string;
}

const CELL_PATH = /^(.+)\[(-?\d+)\]\.([^.[\]]+)$/;

/** `tableCode[rowNum].columnCode` (rowNum -1 = every row). */
export function cellPath(tableCode: string, rowNum: number, columnCode: string): string {
  return `${tableCode}[${rowNum}].${columnCode}`;
}

/** Parses a table cell path; undefined for anything else. */
export function parseCellPath(path: string): CellAddress | undefined {
  const match = CELL_PATH.exec(path);
  if (!match) return undefined;
  return { tableCode: match[1], rowNum: Number(match[2]), columnCode: match[3] };
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
  return { ...cells[`${ALL_ROWS}.${columnCode}`], ...(rowNum === ALL_ROWS ? {} : cells[`${rowNum}.${columnCode}`]) };
}
