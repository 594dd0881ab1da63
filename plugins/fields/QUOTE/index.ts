// QUOTE field plugin: read-only display of a value quoted from another record or field, with its source.
export { quoteField } from './definition';
export { QuoteField, type QuoteFieldProps } from './QuoteField';
export { QuoteReadPretty, type QuoteReadPrettyProps } from './QuoteReadPretty';
export * from './normalize';
