import { AutoCenter, Button, CenterPopup } from 'antd-mobile';
import { useId, type ReactNode } from 'react';
import { DialogFocus } from '../a11y/dialog-focus';
// The look is antd-mobile's Dialog (its class names); its stylesheet comes with it, not only when Dialog is imported elsewhere.
import 'antd-mobile/es/components/dialog/dialog.css';

/** One button of a confirmation dialog. */
export interface ConfirmDialogAction {
  key: string;
  text: string;
  bold?: boolean;
  danger?: boolean;
  onPress(): void;
}

/** Props of a confirmation dialog ({@link ConfirmDialogView}, and ConfirmDialog which loads it on first open). */
export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  content?: ReactNode;
  /** Rows of buttons (antd-mobile Dialog's `actions`: a row of several side by side, or one per row). */
  rows: readonly (readonly ConfirmDialogAction[])[];
  /** Key of the choice that changes nothing: it has the focus when the dialog opens. */
  safeKey: string;
  /** Escape (and a tap on the mask, when allowed). */
  onCancel(): void;
  closeOnMaskClick?: boolean;
}

/**
 * A confirmation as an `alertdialog` (issue 13) with antd-mobile Dialog's
 * look and class names: named by its title and message, the focus on the safe
 * choice when it opens, Tab kept inside, Escape cancels, the focus back on
 * the element that asked when it closes.
 */
export function ConfirmDialogView({ open, title, content, rows, safeKey, onCancel, closeOnMaskClick }: ConfirmDialogProps) {
  const id = useId().replace(/:/g, '');
  const titleId = `sd-confirm-title-${id}`;
  const contentId = `sd-confirm-content-${id}`;
  return (
    <CenterPopup
      visible={open}
      className="adm-dialog"
      bodyClassName="adm-dialog-body"
      onMaskClick={closeOnMaskClick ? onCancel : undefined}
      destroyOnClose
    >
      <DialogFocus
        open={open}
        role="alertdialog"
        labelledBy={[title ? titleId : '', content ? contentId : ''].filter(Boolean).join(' ') || undefined}
        onEscape={onCancel}
        initialFocus={`[data-confirm-key="${safeKey}"]`}
        className="sd-confirm"
      >
        {title ? (
          <h2 id={titleId} className="adm-dialog-title sd-confirm__title" style={{ marginTop: 0 }}>
            {title}
          </h2>
        ) : null}
        <div id={contentId} className={`adm-dialog-content${content ? '' : ' adm-dialog-content-empty'}`}>
          {typeof content === 'string' ? <AutoCenter>{content}</AutoCenter> : content}
        </div>
        <div className="adm-dialog-footer">
          {rows.map((row, index) => (
            <div key={index} className="adm-dialog-action-row">
              {row.map((action) => (
                <Button
                  key={action.key}
                  data-confirm-key={action.key}
                  className={`adm-dialog-button${action.bold ? ' adm-dialog-button-bold' : ''}`}
                  fill="none"
                  shape="rectangular"
                  block
                  color={action.danger ? 'danger' : 'primary'}
                  onClick={action.onPress}
                >
                  {action.text}
                </Button>
              ))}
            </div>
          ))}
        </div>
      </DialogFocus>
    </CenterPopup>
  );
}
