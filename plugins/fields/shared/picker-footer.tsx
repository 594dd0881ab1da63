import { Button } from 'antd-mobile';
import './fields.css';

/** Props of {@link PickerFooter}. */
export interface PickerFooterProps {
  /** The secondary action (cancel, reset). */
  leftText: string;
  onLeft: () => void;
  /** The primary action, usually "OK (count)". */
  confirmText: string;
  onConfirm: () => void;
  /** The confirm cannot be pressed (a multi-select picker with nothing selected). @default false */
  confirmDisabled?: boolean;
}

/** Footer row of the multi-select pickers: a secondary action and the primary confirm, side by side. */
export function PickerFooter({ leftText, onLeft, confirmText, onConfirm, confirmDisabled = false }: PickerFooterProps) {
  return (
    <div className="sd-picker-footer">
      <Button block onClick={onLeft}>
        {leftText}
      </Button>
      <Button block color="primary" onClick={onConfirm} disabled={confirmDisabled}>
        {confirmText}
      </Button>
    </div>
  );
}
