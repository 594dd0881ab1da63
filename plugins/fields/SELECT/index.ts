// SELECT (single select): a popup picker with search and clear.
export { selectField } from './definition';
export { SelectField, type SelectFieldProps } from './SelectField';
export { SelectReadPretty } from './SelectReadPretty';
export * from './normalize';
