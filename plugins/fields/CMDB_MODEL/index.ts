// CMDB_MODEL (one CMDB model from /cmdb/modelList): its name on the trigger and read-only, value the modelId.
export { cmdbModelField } from './definition';
export { ModelField, modelNameText, type ModelFieldProps } from './ModelField';
export { ModelReadPretty } from './ModelReadPretty';
export * from './normalize';
