// Shared pieces of the field plugins: prop types, read-only wrapper, text rules, option pickers and popups.
export * from './types';
export * from './field-env';
export * from './read-only';
export * from './text';
export * from './text-field';
export * from './options';
export * from './use-options';
export * from './option-list';
export * from './picker-header';
export * from './option-popup';
export * from './selected-popup';
export * from './option-picker';
export * from './choice-group';
export * from './option-read-pretty';
export * from './props';
export * from './banner';
