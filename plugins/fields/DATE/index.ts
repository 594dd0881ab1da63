// DATE: wheel date picker with bounds resolved on open (also used by TIME).
export { dateField } from './definition';
export { dateTexts } from './locales';
export { DateField, type DateFieldProps } from './DateField';
export { DateReadPretty, type DateReadPrettyProps } from './DateReadPretty';
export { useFormBinding, type FormBindingProps } from './form-binding';
export * from './normalize';
