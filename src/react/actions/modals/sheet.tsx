import { Button, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef, type ReactNode } from 'react';
import { DialogFocus, useDialogTitleId } from '../../a11y/dialog-focus';
import { useT } from '../../runtime/runtime-provider';

/** Props of {@link ActionSheetFrame}. */
export interface ActionSheetFrameProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Inline error of the input. */
  error?: string;
  /** Id of the error message (the field in error points at it with aria-describedby). */
  errorId?: string;
  /** Changes on every failed confirm: focus moves to the field in error (`aria-invalid`) again. */
  errorAttempt?: number;
  submitting: boolean;
  /** Text of the confirm button. @default actions.modal.confirm */
  confirmText?: string;
  onCancel(): void;
  onConfirm(): void;
}

/** The chosen row of a choice list (people, groups, targets) in `root`, else its first row. */
function choiceRow(root: Element | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"], [role="option"][aria-selected="true"]') ?? root?.querySelector<HTMLElement>('[role="radio"], [role="option"]') ?? null;
}

/**
 * The bottom sheet every action modal uses: title, optional subtitle, a
 * scrolling body, the input's error and Cancel / Confirm. While the call is
 * in flight the sheet cannot be closed or sent again. It is a modal dialog
 * named by its title (issue 13): focus moves in, Tab stays inside, Escape
 * cancels, the focus goes back to the action's button when it closes, and a
 * failed confirm moves the focus to the field in error.
 */
export function ActionSheetFrame({ title, subtitle, children, error, errorId, errorAttempt = 0, submitting, confirmText, onCancel, onConfirm }: ActionSheetFrameProps) {
  const t = useT();
  const titleId = useDialogTitleId();
  const inner = useRef<HTMLDivElement>(null);
  const cancel = () => {
    if (!submitting) onCancel();
  };
  useEffect(() => {
    if (!errorAttempt) return;
    const invalid = inner.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches('[role="radiogroup"], [role="listbox"]') ? choiceRow(invalid) : invalid;
    target?.focus();
  }, [errorAttempt]);
  return (
    <Popup visible onMaskClick={cancel} bodyClassName="sd-act-sheet" destroyOnClose>
      <DialogFocus
        open
        labelledBy={titleId}
        onEscape={cancel}
        // The choice to make, else the dialog itself (not a text field: a phone would pop its keyboard up).
        initialFocus={() => choiceRow(inner.current?.querySelector('.sd-act-sheet__body'))}
      >
        <div ref={inner} className="sd-act-sheet__inner">
          <div className="sd-act-sheet__header">
            <h2 id={titleId} className="sd-act-sheet__title">
              {title}
            </h2>
            {subtitle ? <div className="sd-act-sheet__subtitle">{subtitle}</div> : null}
            <button type="button" className="sd-act-sheet__close" aria-label={t('actions.modal.cancel')} onClick={cancel}>
              <CloseOutline />
            </button>
          </div>
          <div className="sd-act-sheet__body">{children}</div>
          {error ? (
            <div id={errorId} className="sd-act-error" role="alert">
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
      </DialogFocus>
    </Popup>
  );
}
