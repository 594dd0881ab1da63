import './fields.css';

/** Props of {@link PickerHeader}. */
export interface PickerHeaderProps {
  title: string;
  leftText: string;
  onLeft: () => void;
  rightText?: string;
  onRight?: () => void;
  rightDisabled?: boolean;
}

/** Header row of the picker popups: a left action (cancel / back), the title, a right action (clear). */
export function PickerHeader({ title, leftText, onLeft, rightText, onRight, rightDisabled }: PickerHeaderProps) {
  return (
    <div className="sd-picker-header">
      <button type="button" className="sd-picker-action" onClick={onLeft}>
        {leftText}
      </button>
      <div className="sd-picker-title" role="heading" aria-level={2}>
        {title}
      </div>
      {rightText && onRight ? (
        <button type="button" className="sd-picker-action sd-picker-action--right" onClick={onRight} disabled={rightDisabled}>
          {rightText}
        </button>
      ) : (
        <span className="sd-picker-action" aria-hidden="true" />
      )}
    </div>
  );
}
