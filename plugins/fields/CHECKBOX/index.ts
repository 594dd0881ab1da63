// CHECKBOX: multiple choice, inline checkboxes for short static lists, a popup picker with select-all otherwise.
export { checkboxField } from './definition';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { CheckboxReadPretty } from './CheckboxReadPretty';
export * from './normalize';
