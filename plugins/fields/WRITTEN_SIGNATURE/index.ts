// WRITTEN_SIGNATURE: a lazily loaded signature pad whose PNG is uploaded and stored as a file record.
export { writtenSignatureField } from './definition';
export { signatureTexts } from './locales';
export { SignatureField, SignatureImage, type SignatureFieldProps } from './SignatureField';
export { SignatureReadPretty } from './SignatureReadPretty';
export * from './normalize';
