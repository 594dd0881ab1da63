import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { commitTableValue, emptyTableValue, mapTableFormProps, TABLE_FORM_RULE_KINDS } from './normalize';
import { TableFormField } from './TableFormField';
import { TableFormReadPretty } from './TableFormReadPretty';
import { tableFormTexts } from './texts';

/** TABLE_FORM: a table of rows (`{ id, rowNum, rowData, needCheck }`) whose cells are other field types. */
export const tableFormField: ReactFieldDefinition = defineFieldType({
  type: 'TABLE_FORM',
  valueKind: 'multi',
  // Rows whose cells are other field types: rules, linkage and defaults treat it cell by cell.
  table: true,
  component: TableFormField,
  readPretty: TableFormReadPretty,
  mapProps: (xProps) => ({ ...mapTableFormProps(xProps) }),
  // Its cells are fields of their own: a form loads the columns' types with the table's.
  nestedFieldTypes: (xProps) => mapTableFormProps(xProps).columns.map((column) => column.type),
  ruleKinds: TABLE_FORM_RULE_KINDS,
  emptyValue: emptyTableValue,
  commitValue: (value) => commitTableValue(value),
  locales: { tableForm: tableFormTexts },
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** TABLE_FORM: the props of its edit component (what `mapProps` fills). */
    TABLE_FORM: ComponentProps<typeof TableFormField>;
  }
}
