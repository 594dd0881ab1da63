// CONFIGURATION_ITEM (configuration items of one CMDB model): chips of the chosen CIs, a picker searched by name or
// code and paged by 10 (its sheet loads on first open: `cmdbPickersCode`), value [{ciId, ciName, modelId}].
export { configurationItemField } from './definition';
export { ConfigurationItemField, type ConfigurationItemFieldProps } from './ConfigurationItemField';
export * from './normalize';
export { cmdbPickersCode, type CiValueItem } from '../shared/cmdb';
