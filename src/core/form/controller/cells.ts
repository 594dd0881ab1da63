/** Table cells in a table field's value: rows addressed by `rowNum` (stored rows) or by index (new rows). */
import { ALL_ROWS } from '../linkage/paths';
import { ownValue } from '../keys/records';
import { isRecord } from '../../records';


function rowMatches(row: unknown, index: number, rowNum: number, byRowNum: boolean): boolean {
  if (rowNum === ALL_ROWS) return true;
  return byRowNum ? isRecord(row) && row.rowNum === rowNum : index === rowNum;
}

/** The value of one cell (`rowData` of stored rows, the row itself for new ones); undefined for row -1. */
export function readCell(rows: unknown, rowNum: number, columnCode: string): unknown {
  if (!Array.isArray(rows) || rowNum === ALL_ROWS) return undefined;
  const byRowNum = rows.some((row) => isRecord(row) && typeof row.rowNum === 'number');
  const row: unknown = rows.find((candidate, i) => rowMatches(candidate, i, rowNum, byRowNum));
  if (!isRecord(row)) return undefined;
  return isRecord(row.rowData) ? ownValue(row.rowData, columnCode) : ownValue(row, columnCode);
}

/** The rows with one cell (or, for row -1, the column in every row) set; undefined when `rows` is no list. */
export function writeCell(rows: unknown, rowNum: number, columnCode: string, value: unknown): unknown[] | undefined {
  if (!Array.isArray(rows)) return undefined;
  const byRowNum = rows.some((row) => isRecord(row) && typeof row.rowNum === 'number');
  return rows.map((row: unknown, i) => {
    if (!isRecord(row) || !rowMatches(row, i, rowNum, byRowNum)) return row;
    if (isRecord(row.rowData)) return { ...row, rowData: { ...row.rowData, [columnCode]: value } };
    return { ...row, [columnCode]: value };
  });
}
