// Action bar and action modals (barrel: re-exports only).
export { ActionBar, useActionController, type ActionBarProps } from './action-bar';
export { useActionUi, builtinActionModals } from './modal-host';
export { AssignModal } from './modals/assign-modal';
export { SimpleModal } from './modals/simple-modal';
export { TransferModal } from './modals/transfer-modal';
export { EndorseModal } from './modals/endorse-modal';
export { ActionSheetFrame, type ActionSheetFrameProps } from './modals/sheet';
export { ReasonField, type ReasonFieldProps } from './modals/reason-field';
export { PersonList, CurrentHandlers, type PersonListProps } from './modals/person-list';
export type { ActionModalComponent, ActionModalProps } from './types';
