// INPUT field plugin: single-line text, trimmed on blur and commit, Enter blocked, '--' when empty.
export { inputField } from './definition';
export { InputField, type InputFieldProps } from './InputField';
export { InputReadPretty } from './InputReadPretty';
export * from './normalize';
