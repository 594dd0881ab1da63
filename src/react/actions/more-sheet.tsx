import { Popup, SafeArea } from 'antd-mobile';
import { DialogFocus, useDialogTitleId } from '../a11y/dialog-focus';

/** One action of the {@link MoreSheet}. */
export interface MoreSheetItem {
  key: string;
  /** The action type (`data-action`). */
  type: string;
  text: string;
  disabled: boolean;
  onPress(): void;
}

/** Props of {@link MoreSheet}. */
export interface MoreSheetProps {
  open: boolean;
  /** The sheet's title (its accessible name too). */
  title: string;
  cancelText: string;
  items: readonly MoreSheetItem[];
  onClose(): void;
  id?: string;
}

/**
 * The "More" actions of the action bar: antd-mobile's action sheet look on a
 * Popup, as a modal dialog of real buttons (issue 13; antd-mobile's
 * ActionSheet renders `role="option"` anchors without a listbox and out of
 * the Tab order). Focus moves to the first action, Tab stays inside, Escape
 * and Cancel close it, and the focus goes back to the More button.
 */
export function MoreSheet({ open, title, cancelText, items, onClose, id }: MoreSheetProps) {
  const titleId = useDialogTitleId();
  return (
    <Popup visible={open} onMaskClick={onClose} className="adm-action-sheet-popup" bodyClassName="sd-more-sheet__body" destroyOnClose>
      <DialogFocus open={open} labelledBy={titleId} onEscape={onClose}>
        <div className="adm-action-sheet sd-more-sheet" id={id} data-testid="action-more-sheet">
          <h2 id={titleId} className="adm-action-sheet-extra sd-more-sheet__title">
            {title}
          </h2>
          <ul className="adm-action-sheet-button-list sd-more-sheet__list">
            {items.map((item) => (
              <li key={item.key} className="adm-action-sheet-button-item-wrapper">
                <button
                  type="button"
                  data-action={item.type}
                  className={`adm-action-sheet-button-item sd-more-sheet__item${item.disabled ? ' adm-action-sheet-button-item-disabled' : ''}`}
                  disabled={item.disabled}
                  onClick={item.onPress}
                >
                  <span className="adm-action-sheet-button-item-name">{item.text}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="adm-action-sheet-cancel">
            <div className="adm-action-sheet-button-item-wrapper">
              <button type="button" className="adm-action-sheet-button-item sd-more-sheet__item" onClick={onClose}>
                <span className="adm-action-sheet-button-item-name">{cancelText}</span>
              </button>
            </div>
          </div>
          <SafeArea position="bottom" />
        </div>
      </DialogFocus>
    </Popup>
  );
}
