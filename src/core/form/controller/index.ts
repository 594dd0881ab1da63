// Headless form controller: a Formily form whose value fields are created on first use, batch patches, validation and submit data.
export * from './controller';
export { isBlankValue } from './empty';
