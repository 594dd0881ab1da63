// MULTI_SELECT (multi-level dropdown): columns for trees under 4 levels, a drill-down sheet otherwise.
export { multiSelectField } from './definition';
export { multiSelectTexts } from './locales';
export { MultiSelectField, selectionLabels, treePickersCode, type MultiSelectFieldProps } from './MultiSelectField';
export { MultiSelectReadPretty } from './MultiSelectReadPretty';
export type { ColumnsPopupProps } from './ColumnsPopup';
export { CheckBox, type CheckBoxProps, type TreePickerProps } from './picker-parts';
export type { ListSheetProps } from './ListSheet';
// Not exported here: the tree pickers (ColumnsPopup, ListSheet), loaded on first use through `treePickersCode` (an index is what the app's lazy
// descriptor imports, and rollup keeps every export of a dynamically imported module).
export * from './normalize';
export * from './tree';
