// Form-data rules: default values, modelAnalysis prefill, placeholders, auto-number, file size and date display.
export * from './auto-number';
export * from './date-display';
export * from './defaults';
export * from './fields';
export * from './file-size';
export * from './model-analysis';
export * from './placeholders';
export * from './time';
