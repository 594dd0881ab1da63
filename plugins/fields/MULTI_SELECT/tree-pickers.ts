// The two tree pickers, one chunk loaded when a MULTI_SELECT is first opened (issue 14).
export { ColumnsPopup } from './ColumnsPopup';
export { ListSheet } from './ListSheet';
