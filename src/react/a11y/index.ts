// Accessibility helpers shared by every popup, picker, sheet and modal (issue 13).
export { DialogFocus, useDialogTitleId, type DialogFocusProps } from './dialog-focus';
export { PageHeadingProvider, useHasPageHeading } from './page-heading';
