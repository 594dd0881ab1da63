// Headless form controller: every field created up front in a Formily form, batch patches, validation and submit data.
export * from './controller';
export { isBlankValue } from './empty';
