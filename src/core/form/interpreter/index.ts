// Form schema interpreter: validates the server's formDataInfo and turns it into NormalizedFields and a Formily schema.
export * from './errors';
export * from './validate';
export * from './titles';
export * from './props';
export * from './rules';
export * from './order';
export * from './interpret';
export * from './field-types';
