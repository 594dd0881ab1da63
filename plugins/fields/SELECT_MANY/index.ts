// SELECT_MANY (multi select): a popup picker with search, select-all with count, selected-items popup.
export { selectManyField } from './definition';
export { SelectManyField, type SelectManyFieldProps } from './SelectManyField';
export { SelectManyReadPretty } from './SelectManyReadPretty';
export * from './normalize';
