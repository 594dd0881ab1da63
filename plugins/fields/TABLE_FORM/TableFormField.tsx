import { observer } from '@formily/react';
import type { FieldEditProps } from '../shared/types';
import type { TableFormMappedProps, TableRowValue } from './normalize';
import { TableFormView, useTableBinding } from './TableFormView';

/** Props of {@link TableFormField}. */
export interface TableFormFieldProps extends FieldEditProps<unknown>, Partial<TableFormMappedProps> {
  /** Screens above and below the visible area whose rows stay mounted. @default 1 */
  overscanScreens?: number;
}

/**
 * TABLE_FORM edit component: row cards with add / delete (confirmed), cells
 * edited by the registered field plugins. An observer, so cell patches of
 * linkage (`table[row].column`, -1 = every row) and validation re-render it.
 */
export const TableFormField = observer(function TableFormField({ onChange, ...props }: TableFormFieldProps) {
  const binding = useTableBinding();
  return <TableFormView {...props} onChange={onChange as ((rows: TableRowValue[]) => void) | undefined} display="edit" binding={binding} />;
});
