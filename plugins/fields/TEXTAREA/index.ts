// TEXTAREA field plugin: multi-line text, trimmed on blur and commit, autosize up to 500 rows in the form.
export { textareaField } from './definition';
export { TextareaField, type TextareaFieldProps } from './TextareaField';
export { TextareaReadPretty } from './TextareaReadPretty';
export * from './normalize';
