/**
 * Paths of the form model: plain field paths (`group1.fieldA`) and table
 * cells (`tableCode[rowNum].columnCode`, rowNum -1 = every row).
 */
import { ownValue } from '../keys/records';
import { isRecord } from '../../records';

/** Row number meaning "every row". */
export const ALL_ROWS = -1;
/** Highest row index that row-based rules and every-row expansion cover (rows -1..99). */
export const MAX_ROW = 99;

/** A parsed table cell path. */
export interface TableCellRef {
  tableCode: string;
  rowNum: number;
  columnCode: string;
}

/** `tableCode[rowNum].columnCode`. */
export function tableCellPath(tableCode: string, rowNum: number, columnCode: string): string {
  return `${tableCode}[${rowNum}].${columnCode}`;
}

const CELL_PATH = /^(.+)\[(-?\d+)\]\.([^.[\]]+)$/;

/** Parses `tableCode[rowNum].columnCode`; `undefined` for any other path. */
export function parseTableCellPath(path: string): TableCellRef | undefined {
  const m = CELL_PATH.exec(path);
  if (!m) return undefined;
  return { tableCode: m[1], rowNum: Number(m[2]), columnCode: m[3] };
}

/** Rows -1..99: the concrete rows an every-row patch expands to. */
export function allRowNums(): number[] {
  return Array.from({ length: MAX_ROW - ALL_ROWS + 1 }, (_, i) => i + ALL_ROWS);
}

/**
 * Reads a value by path: the flat key first (values keyed by path), then by
 * walking nested objects; table cells read `rowData[columnCode]` (or the
 * column directly) of the row whose `rowNum` (else index) matches.
 */
export function readValue(values: Readonly<Record<string, unknown>>, path: string): unknown {
  if (Object.prototype.hasOwnProperty.call(values, path)) return values[path];
  const cell = parseTableCellPath(path);
  if (cell) {
    const rows = readValue(values, cell.tableCode);
    if (!Array.isArray(rows)) return undefined;
    const row = rows.find((r, i) => rowNumOf(r, i) === cell.rowNum);
    return isRecord(row) ? cellOf(row, cell.columnCode) : undefined;
  }
  let cur: unknown = values;
  for (const part of path.split('.')) {
    if (!isRecord(cur)) return undefined;
    cur = ownValue(cur, part);
  }
  return cur;
}

function cellOf(row: Record<string, unknown>, columnCode: string): unknown {
  return isRecord(row.rowData) ? ownValue(row.rowData, columnCode) : ownValue(row, columnCode);
}

/** Row number of a table row: its `rowNum` when numeric, else its index. */
export function rowNumOf(row: unknown, index: number): number {
  if (isRecord(row)) {
    const n = Number(row.rowNum);
    if (row.rowNum !== undefined && row.rowNum !== null && row.rowNum !== '' && Number.isInteger(n)) return n;
  }
  return index;
}

/** Row numbers of a table value (a row list); [] for anything else. */
export function rowNumsOfTable(tableValue: unknown): number[] {
  return Array.isArray(tableValue) ? tableValue.map((row, i) => rowNumOf(row, i)) : [];
}
