// AUTO_NUMBER field plugin: read-only display of the number the server generated.
export { autoNumberField } from './definition';
export { AutoNumberField, type AutoNumberFieldProps } from './AutoNumberField';
export { AutoNumberReadPretty } from './AutoNumberReadPretty';
export * from './normalize';
