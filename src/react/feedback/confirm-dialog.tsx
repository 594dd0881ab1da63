// The confirmation dialog, loaded the first time one opens (its code: antd-mobile's CenterPopup and the focus trap).
import { lazyOnOpen } from './lazy-on-open';
import type { ConfirmDialogProps } from './confirm-dialog-view';

export type { ConfirmDialogAction, ConfirmDialogProps } from './confirm-dialog-view';

/** See {@link ConfirmDialogView}: the same dialog, whose code loads when it first opens. */
export const ConfirmDialog = lazyOnOpen<ConfirmDialogProps>(() => import('./confirm-dialog-view').then((m) => m.ConfirmDialogView));
