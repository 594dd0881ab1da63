// CMDB_CONFIG (configuration items of the model chosen in another field, `x-props.modelField`, else `cmdbModelId`):
// CONFIGURATION_ITEM's chips and picker, locked with a hint while no model is chosen, cleared when the model changes.
export { cmdbConfigField } from './definition';
export { CmdbConfigField, type CmdbConfigFieldProps } from './CmdbConfigField';
export * from './normalize';
