// DATE: wheel date picker with bounds resolved on open (also used by TIME).
export { dateField } from './definition';
export { dateTexts } from './locales';
export { DateField, datePopupCode, type DateFieldProps } from './DateField';
export type { DateDraft, DatePopupProps } from './DatePopup';
// Not exported here: the picker dialog (DatePopup), loaded on first use through `datePopupCode` (an index is what the app's lazy
// descriptor imports, and rollup keeps every export of a dynamically imported module).
export { DateReadPretty, type DateReadPrettyProps } from './DateReadPretty';
export { useFormBinding, type FormBindingProps } from './form-binding';
export * from './normalize';
