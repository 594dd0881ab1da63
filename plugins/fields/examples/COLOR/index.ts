// COLOR example field plugin (see plugins/fields/README.md): a palette colour picker, stored as #RRGGBB.
export { colorField } from './definition';
export { ColorField, type ColorFieldProps } from './ColorField';
export { ColorReadPretty } from './ColorReadPretty';
export * from './normalize';
