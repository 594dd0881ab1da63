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
export * from './picker-footer';
export * from './popup-trigger';
export * from './use-selection-draft';
export * from './check-box';
export * from './breadcrumbs';
export * from './option-popup';
export * from './selected-popup';
export * from './option-picker';
export * from './choice-group';
export * from './option-read-pretty';
export * from './props';
export * from './banner';
export * from './lazy-code';
export { CmdbFormProvider, useCmdbFormContext, type CmdbFormContextValue } from './cmdb/context';
// The CMDB contract (issue 21): types, paths and answer readers, shared with the CI tab (pure, tree-shaken).
export {
  cmdbPaths,
  readModel,
  readModels,
  readCiSummary,
  readCiSummaries,
  readCiPage,
  readField,
  readFields,
  readRelation,
  readDictOptions,
  type CmdbModel,
  type CmdbFieldType,
  type CmdbFieldRule,
  type CmdbField,
  type CiSummary,
  type CiRelation,
  type CiPage,
} from './cmdb/model';
