// Shared parts of the configuration-item field types (CONFIGURATION_ITEM, CMDB_MODEL, CMDB_CONFIG, CMDB_CONFIG_TAB):
// the contract's calls and readers, the CI picker field, its read-only display, the form's ticket, texts.
// Not exported here: the picker sheets (./pickers), loaded on first open through `cmdbPickersCode`.
export * from './model';
export { cmdbFieldTexts } from './locales';
export { CiPickerField, cmdbPickersCode, type CiPickerFieldProps } from './ci-field';
export { CiReadPretty } from './ci-read-pretty';
export { CmdbFormProvider, useCmdbFormContext, type CmdbFormContextValue } from './context';
export { useSiblingValue } from './use-form-value';
export type { CiPickerProps, ModelPickerProps } from './pickers';
