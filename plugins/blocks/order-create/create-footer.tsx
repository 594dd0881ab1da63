// The create page's footer: delete draft (an opened draft only), save / update draft, submit.
import { Button } from 'antd-mobile';
import { useT } from '@react';
import type { FooterFlags } from './model';

export interface CreateFooterProps {
  /** An opened draft: update instead of save, and a delete button. */
  draft: boolean;
  footer: FooterFlags;
  /** The server's name of the submit button. @default the translated "Submit" */
  submitName?: string;
  onDeleteDraft(): void;
  onSaveDraft(): void;
  onSubmit(): void;
}

export function CreateFooter({ draft, footer, submitName, onDeleteDraft, onSaveDraft, onSubmit }: CreateFooterProps) {
  const t = useT();
  return (
    <div className="sd-create-footer" role="toolbar" aria-label={t('tickets.create.footerLabel')}>
      {draft && (
        <Button
          className="sd-create-footer__delete"
          fill="none"
          color="danger"
          disabled={footer.disabled.draft}
          loading={footer.loading.deleteDraft}
          onClick={onDeleteDraft}
          data-testid="order-create-delete-draft"
        >
          {t('tickets.create.deleteDraft')}
        </Button>
      )}
      <Button
        className="sd-create-footer__draft"
        fill="outline"
        disabled={footer.disabled.draft}
        loading={draft ? footer.loading.updateDraft : footer.loading.saveDraft}
        onClick={onSaveDraft}
        data-testid="order-create-save-draft"
      >
        {t(draft ? 'tickets.create.updateDraft' : 'tickets.create.saveDraft')}
      </Button>
      <Button
        className="sd-create-footer__submit"
        color="primary"
        disabled={footer.disabled.submit}
        loading={footer.loading.submit || footer.loading.queryAssign}
        onClick={onSubmit}
        data-testid="order-create-submit"
      >
        {submitName ?? t('tickets.create.submit')}
      </Button>
    </div>
  );
}
