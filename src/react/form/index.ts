// Form rendering: SchemaForm (windowed, one observer per field), the FormItem decorator, field-plugin adapters.
export { SchemaForm, type FormSourceResult, type SchemaFormProps } from './schema-form';
export { scrollToField, scrollToFirstError, fieldFocusTarget, type SchemaFormHandle } from './scroll';
export { FieldA11yContext, fieldButtonProps, fieldControlProps, useFieldA11y, useFieldButtonProps, useFieldControlAttributes, useFieldControlProps, type FieldA11y, type FieldControlProps } from './field-a11y';
export { useFormSession, type FieldTypesLoading, type FormSessionResult, type FormSessionLinkage, type UseFormSessionOptions } from './use-form-session';
export { submitFormValues, type SubmitFormValuesOptions } from './submit-form-values';
export { connectField, mapProps, mapReadPretty, readPrettyOf, type ConnectFieldOptions } from './connect-field';
export { FormItem, ReadPrettyText, fieldWidthClass, type FormItemProps } from './form-item';
export { formatDisplayValue, EMPTY_DISPLAY } from './display-value';
export { UnknownField, type UnknownFieldProps } from './unknown-field';
export { SchemaErrorPanel, type SchemaErrorPanelProps } from './schema-error-panel';
export { isRenderableComponent } from './field-view';
export type { FieldCommitPhase } from './context';
export type { FieldComponent, FieldComponentProps, ReactFieldTypeDefinition, SchemaFormMode } from './types';
export { createViewportTracker, findScrollRoot, initialMountSet, type ViewportTracker, type ViewportTrackerOptions } from './viewport';
export { useFieldView, useSchemaFormSession } from './use-field-view';
