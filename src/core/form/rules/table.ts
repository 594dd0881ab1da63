import type { FieldWidth, NormalizedField, ServerFieldSchema } from '../types';
import { normalizeServerRules, serverRequired } from './server';
import { isRecord, setting, toBool } from './util';
import { parseTableCellPath, tableCellPath } from '../linkage/paths';

/** Rows that can carry their own cell rules (-1 = every row). */
export const MIN_TABLE_ROW = -1;
export const MAX_TABLE_ROW = 99;

/** Address of a table cell: `tableCode[rowNum].columnCode` (the linkage's one cell path format). */
export const cellAddress = tableCellPath;

/** Parts of a cell address, or undefined when the text is not one. */
export const parseCellAddress = parseTableCellPath;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/**
 * A `TABLE_FORM` column as a field, so the same compiler handles cells. A
 * column may be a server field schema (`x-component`, `x-props`, `x-rules`)
 * or a flat designer object (`key`/`code`/`dataIndex`, `type`, settings at top
 * level); both readings are accepted.
 */
export function normalizeTableColumn(column: unknown, table: Pick<NormalizedField, 'code' | 'path'>): NormalizedField | undefined {
  if (!isRecord(column)) return undefined;
  const code = str(column.key) ?? str(column.code) ?? str(column.fieldCode) ?? str(column.dataIndex) ?? str(column.name);
  if (!code) return undefined;
  const type = (str(column['x-component']) ?? str(column.type) ?? str(column.component) ?? str(column.fieldType) ?? 'INPUT').toUpperCase().replace(/-/g, '_');
  const xProps = isRecord(column['x-props']) ? column['x-props'] : isRecord(column.props) ? column.props : isRecord(column.xProps) ? column.xProps : {};
  const rules = normalizeServerRules((column['x-rules'] ?? column.rules) as ServerFieldSchema['x-rules']);
  const required = toBool(column.required) || toBool(xProps.required) || serverRequired(rules).required;
  return {
    code,
    path: `${table.path}.${code}`,
    type,
    title: str(column.title) ?? str(column.label) ?? code,
    width: 'full' as FieldWidth,
    props: { ...xProps },
    xProps,
    rules,
    required,
    ...(str(column.firstId) ? { firstId: str(column.firstId) } : {}),
    source: column as ServerFieldSchema,
  };
}

/** The columns of a table field (`x-props.columns`, or already normalised `children`). */
export function tableColumnsOf(table: NormalizedField): NormalizedField[] {
  if (table.children && table.children.length > 0) return table.children;
  const raw = setting(table, 'columns');
  const list = Array.isArray(raw) ? raw : [];
  return list.map((c) => normalizeTableColumn(c, table)).filter((c): c is NormalizedField => c !== undefined);
}
