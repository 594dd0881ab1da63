// NUMBER field plugin: keypad input with blocked keys, fixed decimals on blur (cut, never rounded), unit, 15 digits.
export { numberField } from './definition';
export { NumberField, type NumberFieldProps } from './NumberField';
export { NumberReadPretty, type NumberReadPrettyProps } from './NumberReadPretty';
export * from './normalize';
