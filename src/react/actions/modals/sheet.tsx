import { Button, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useT } from '../../runtime/runtime-provider';

/** Props of {@link ActionSheetFrame}. */
export interface ActionSheetFrameProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Inline error of the input. */
  error?: string;
  submitting: boolean;
  /** Text of the confirm button. @default actions.modal.confirm */
  confirmText?: string;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * The bottom sheet every action modal uses: title, optional subtitle, a
 * scrolling body, the input's error and Cancel / Confirm. While the call is
 * in flight the sheet cannot be closed or sent again.
 */
export function ActionSheetFrame({ title, subtitle, children, error, submitting, confirmText, onCancel, onConfirm }: ActionSheetFrameProps) {
  const t = useT();
  const cancel = () => {
    if (!submitting) onCancel();
  };
  return (
    <Popup visible onMaskClick={cancel} bodyClassName="sd-act-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-label={title} className="sd-act-sheet__inner">
        <div className="sd-act-sheet__header">
          <div className="sd-act-sheet__title">{title}</div>
          {subtitle ? <div className="sd-act-sheet__subtitle">{subtitle}</div> : null}
          <button type="button" className="sd-act-sheet__close" aria-label={t('actions.modal.cancel')} onClick={cancel}>
            <CloseOutline />
          </button>
        </div>
        <div className="sd-act-sheet__body">{children}</div>
        {error ? (
          <div className="sd-act-error" role="alert">
            {error}
          </div>
        ) : null}
        <div className="sd-act-sheet__footer">
          <Button block fill="outline" disabled={submitting} onClick={cancel}>
            {t('actions.modal.cancel')}
          </Button>
          <Button block color="primary" loading={submitting} onClick={onConfirm}>
            {confirmText ?? t('actions.modal.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
