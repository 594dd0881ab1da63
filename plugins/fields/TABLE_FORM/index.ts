// TABLE_FORM field plugin: rows of cells (other field types), windowed row cards, add / confirmed delete, cell states per row.
export { tableFormField } from './definition';
export { TableFormField, type TableFormFieldProps } from './TableFormField';
export { TableFormReadPretty, type TableFormReadPrettyProps } from './TableFormReadPretty';
export { TableFormView, type TableFormViewProps } from './TableFormView';
export * from './normalize';
