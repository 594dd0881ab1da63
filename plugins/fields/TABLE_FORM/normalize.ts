/**
 * The TABLE_FORM row model, pure (no React): reading rows in the shape the
 * core decided (`{ id, rowNum, rowData, needCheck }`, flat rows accepted on
 * read as the core does), adding / deleting / renumbering rows, writing a
 * cell, the committed value, the mapping of x-props and the per-row cell
 * state from the controller's cell patches.
 */
import { resolveCellPatch } from '@core/form/permissions/table';
import { normalizeTableColumn } from '@core/form/rules/table';
import { isRecord, toBool } from '@core/form/rules/util';
import type { FieldStatePatch } from '@core/form/types';

/** One table row as stored (spec: id, rowNum, rowData, needCheck). */
export interface TableRowValue {
  id?: string | number;
  rowNum?: number;
  /** Column key → cell value (optionally `key_value` / `key_search` helpers). */
  rowData?: Record<string, unknown>;
  needCheck?: boolean;
  [key: string]: unknown;
}

/** A column as the table renders it. */
export interface TableColumn {
  /** Column (cell field) code. */
  key: string;
  title: string;
  /** Server type of the cell (`INPUT`, `SELECT` ...). */
  type: string;
  /** The cell's own x-props (handed to the cell plugin's `mapProps`). */
  xProps: Record<string, unknown>;
  required: boolean;
  /** `valueUniqueFlag`: the column's values must differ ('Same data exists'). */
  unique: boolean;
}

/** Props TABLE_FORM takes from its x-props. */
export interface TableFormMappedProps {
  columns: TableColumn[];
  /** Fixed rows: the rows are given, none can be added or deleted. */
  fixedRows: boolean;
  importSetting?: Record<string, unknown>;
  exportSetting?: Record<string, unknown>;
}

/** Keys of a flat row that are bookkeeping, not cell data (as the core's `isEmptyRow`). */
const ROW_META_KEYS = new Set(['id', 'rowNum', 'needCheck', 'key', '_key', '_id', 'rowData']);

/** Prefix of the id a row gets when the form is committed (spec: rows "receive a stored-prefixed id"). */
export const STORED_ROW_ID_PREFIX = 'stored_';
/** Prefix of the id of a row added in this page (replaced by a stored id on commit). */
export const NEW_ROW_ID_PREFIX = 'new_';

let rowSeed = 0;

/** A fresh client-side row id (`new_…`), unique in this page. */
export function newRowId(): string {
  rowSeed += 1;
  return `${NEW_ROW_ID_PREFIX}${Date.now().toString(36)}${rowSeed.toString(36)}`;
}

/** The rows of a table value; anything that is not a list is no rows, non-object items are dropped. */
export function rowsOf(value: unknown): TableRowValue[] {
  return Array.isArray(value) ? value.filter((row): row is TableRowValue => isRecord(row)) : [];
}

/** The cell data of a row: its `rowData`, or the flat row minus bookkeeping keys. */
export function rowDataOf(row: TableRowValue): Record<string, unknown> {
  if (isRecord(row.rowData)) return row.rowData;
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (!ROW_META_KEYS.has(key)) data[key] = value;
  return data;
}

/** Row number of a row for cell states and rules: its numeric `rowNum`, else its index (as the core reads it). */
export function rowNumOf(row: TableRowValue, index: number): number {
  return typeof row.rowNum === 'number' && Number.isInteger(row.rowNum) ? row.rowNum : index;
}

/** A stable React key of a row: its id; rows without one are keyed by position. */
export function rowKeyOf(row: TableRowValue, index: number): string {
  return row.id !== undefined && row.id !== null && row.id !== '' ? `id:${String(row.id)}` : `at:${index}`;
}

/** An empty row in the stored shape. */
export function createRow(rowNum: number, id: string = newRowId()): TableRowValue {
  return { id, rowNum, rowData: {} };
}

/** Row numbers follow positions again (rows whose `rowNum` already fits are kept as they are). */
export function renumberRows(rows: readonly TableRowValue[]): TableRowValue[] {
  return rows.map((row, index) => (row.rowNum === index ? row : { ...row, rowNum: index }));
}

/** The rows plus one empty row at the end. */
export function addRow(rows: readonly TableRowValue[], id?: string): TableRowValue[] {
  return [...rows, createRow(rows.length, id)];
}

/** The rows without the one at `index`, renumbered; the same rows when `index` is out of range. */
export function deleteRow(rows: readonly TableRowValue[], index: number): TableRowValue[] {
  if (index < 0 || index >= rows.length) return [...rows];
  return renumberRows(rows.filter((_, i) => i !== index));
}

/** Writes one cell of the row at `index`, keeping the row's shape (into `rowData` when it has one). */
export function setCellValue(rows: readonly TableRowValue[], index: number, columnKey: string, value: unknown): TableRowValue[] {
  return rows.map((row, i) => {
    if (i !== index) return row;
    if (isRecord(row.rowData) || !Object.keys(row).some((key) => !ROW_META_KEYS.has(key))) {
      return { ...row, rowData: { ...rowDataOf(row), [columnKey]: value } };
    }
    return { ...row, [columnKey]: value };
  });
}

/** The empty value of a table: no rows. */
export function emptyTableValue(): TableRowValue[] {
  return [];
}

/**
 * The value sent on submit / save: every row in the stored shape
 * `{ id, rowNum, rowData, needCheck }`, numbered by position; rows without an
 * id or with a page-local one get a `stored_` id.
 */
export function commitTableValue(value: unknown): TableRowValue[] {
  return rowsOf(value).map((row, index) => {
    const own = row.id;
    const id =
      own === undefined || own === null || own === ''
        ? `${STORED_ROW_ID_PREFIX}${index}_${newRowId().slice(NEW_ROW_ID_PREFIX.length)}`
        : typeof own === 'string' && own.startsWith(NEW_ROW_ID_PREFIX)
          ? `${STORED_ROW_ID_PREFIX}${own.slice(NEW_ROW_ID_PREFIX.length)}`
          : own;
    const committed: TableRowValue = { id, rowNum: index, rowData: { ...rowDataOf(row) } };
    if (row.needCheck !== undefined) committed.needCheck = row.needCheck;
    return committed;
  });
}

/** Whether an empty editable table gets its default first row (host flag `abortDefaultRowAdded` skips it). */
export function needsDefaultRow(options: { rows: readonly unknown[]; editable: boolean; fixedRows: boolean; abortDefaultRowAdded: boolean }): boolean {
  return options.editable && !options.fixedRows && !options.abortDefaultRowAdded && options.rows.length === 0;
}

function tableSettings(xProps: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  // x-props carry the table settings at top level, or under `tableForm` (spec: tableForm: columns, importSetting, exportSetting).
  return isRecord(xProps.tableForm) ? { ...xProps.tableForm, ...xProps } : xProps;
}

function fixedRowsOf(settings: Readonly<Record<string, unknown>>): boolean {
  for (const key of ['fixedRows', 'fixedRow', 'isFixedRow']) {
    const raw = settings[key];
    if (typeof raw === 'number') return raw > 0;
    if (raw !== undefined && toBool(raw)) return true;
  }
  return false;
}

/**
 * x-props → props: the columns (server field schemas or flat designer
 * objects, read by the core's `normalizeTableColumn`), fixed rows, and the
 * import / export settings.
 */
export function mapTableFormProps(xProps: Readonly<Record<string, unknown>>): TableFormMappedProps {
  const settings = tableSettings(xProps);
  const raw = Array.isArray(settings.columns) ? settings.columns : [];
  const seen = new Set<string>();
  const columns: TableColumn[] = [];
  for (const entry of raw) {
    const column = normalizeTableColumn(entry, { code: 'table', path: 'table' });
    if (!column || seen.has(column.code)) continue;
    seen.add(column.code);
    const source = isRecord(entry) ? entry : {};
    columns.push({
      key: column.code,
      title: column.title,
      type: column.type,
      xProps: { ...column.xProps },
      required: column.required,
      unique: toBool(column.xProps.valueUniqueFlag ?? source.valueUniqueFlag),
    });
  }
  const props: TableFormMappedProps = { columns, fixedRows: fixedRowsOf(settings) };
  if (isRecord(settings.importSetting)) props.importSetting = { ...settings.importSetting };
  if (isRecord(settings.exportSetting)) props.exportSetting = { ...settings.exportSetting };
  return props;
}

/** What a cell shows: the table's state and the cell patches of its row (-1 = every row) combined. */
export interface CellView {
  visible: boolean;
  readOnly: boolean;
  disabled: boolean;
  required: boolean;
}

/**
 * The state of one cell from the controller's cell patches (keyed
 * `${rowNum}.${column}`, as the table's field view keeps them in `cells`): the -1 entry, then the row's own entry on top (core
 * `resolveCellPatch`); a locked table locks every cell.
 */
export function cellViewOf(
  cells: Readonly<Record<string, FieldStatePatch>>,
  rowNum: number,
  column: Pick<TableColumn, 'key' | 'required'>,
  table: { readOnly: boolean; disabled: boolean },
): CellView {
  const patch = resolveCellPatch(cells, rowNum, column.key);
  return {
    visible: patch.visible ?? true,
    readOnly: table.readOnly || (patch.readOnly ?? false),
    disabled: table.disabled || (patch.disabled ?? false),
    required: patch.required ?? column.required,
  };
}

/** A compact, comparable signature of a row's cell views (one letter group per column). */
export function cellViewSignature(views: readonly CellView[]): string {
  return views.map((v) => `${v.visible ? '' : 'h'}${v.readOnly ? 'r' : ''}${v.disabled ? 'd' : ''}${v.required ? 'q' : ''}`).join('|');
}

/** Decodes {@link cellViewSignature}. */
export function parseCellViewSignature(signature: string, count: number): CellView[] {
  const parts = signature.split('|');
  return Array.from({ length: count }, (_, i) => {
    const part = parts[i] ?? '';
    return { visible: !part.includes('h'), readOnly: part.includes('r'), disabled: part.includes('d'), required: part.includes('q') };
  });
}

/** Rule kinds of TABLE_FORM: a required table needs a row with data; the cells' own rules. */
export const TABLE_FORM_RULE_KINDS = ['tableNotEmpty', 'tableCells'] as const;
