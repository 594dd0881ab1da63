// MULTI_SELECT (multi-level dropdown): columns for trees under 4 levels, a drill-down sheet otherwise.
export { multiSelectField } from './definition';
export { multiSelectTexts } from './locales';
export { MultiSelectField, selectionLabels, type MultiSelectFieldProps } from './MultiSelectField';
export { MultiSelectReadPretty } from './MultiSelectReadPretty';
export { ColumnsPopup, type ColumnsPopupProps } from './ColumnsPopup';
export { CheckBox, type CheckBoxProps, type TreePickerProps } from './picker-parts';
export { ListSheet, type ListSheetProps } from './ListSheet';
export * from './normalize';
export * from './tree';
