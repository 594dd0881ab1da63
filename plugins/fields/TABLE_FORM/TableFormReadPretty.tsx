import { observer } from '@formily/react';
import type { FieldReadProps } from '../shared/types';
import type { TableFormMappedProps } from './normalize';
import { TableFormView, useTableBinding } from './TableFormView';

/** Props of {@link TableFormReadPretty}. */
export type TableFormReadPrettyProps = FieldReadProps<unknown> & Partial<TableFormMappedProps>;

/** TABLE_FORM read-only display: the row cards with every cell's read-only display ('--' when empty). */
export const TableFormReadPretty = observer(function TableFormReadPretty({ value, columns, fixedRows }: TableFormReadPrettyProps) {
  const binding = useTableBinding();
  return <TableFormView value={value} columns={columns} fixedRows={fixedRows} display="read" binding={binding} />;
});
