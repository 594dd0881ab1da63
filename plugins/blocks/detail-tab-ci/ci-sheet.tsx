import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { useT } from '@react';
import { DialogFocus } from '@react/a11y/dialog-focus';

export interface CiSheetProps {
  /** Id of the title (from `useDialogTitleId`): names the dialog. */
  titleId: string;
  title: ReactNode;
  onClose(): void;
  testId: string;
  /** `data-mode` of the sheet (the CI drawer's ADD / UPDATE / DETAIL). */
  mode?: string;
  titleTestId?: string;
  closeTestId?: string;
  /** The buttons at the bottom. */
  footer?: ReactNode;
  /** What stands between the header and the footer (the scrolling part). */
  children: ReactNode;
}

/** The bottom sheet of the CI tab (drawer, link picker, scan sheet): focus kept inside, a header with the title and Close, Escape and the mask close it. */
export function CiSheet({ titleId, title, onClose, testId, mode, titleTestId, closeTestId, footer, children }: CiSheetProps) {
  const t = useT();
  return (
    <Popup visible onMaskClick={onClose} position="bottom" bodyClassName="sd-ci-drawer__body" destroyOnClose>
      <DialogFocus open labelledBy={titleId} onEscape={onClose}>
        <div className="sd-ci-drawer" data-testid={testId} data-mode={mode}>
          <div className="sd-ci-drawer__header">
            <h2 id={titleId} className="sd-ci-drawer__title" data-testid={titleTestId}>
              {title}
            </h2>
            <button type="button" className="sd-ci-drawer__close" onClick={onClose} data-testid={closeTestId}>
              {t('ciTab.close')}
            </button>
          </div>
          {children}
          <div className="sd-ci-drawer__footer">{footer}</div>
        </div>
      </DialogFocus>
    </Popup>
  );
}
