// RADIO: radio-style single choice, inline for short static lists, a popup picker with search otherwise.
export { radioField } from './definition';
export { RadioField, type RadioFieldProps } from './RadioField';
export { RadioReadPretty } from './RadioReadPretty';
export * from './normalize';
