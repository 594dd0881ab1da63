// The draft buttons of the create page (service-desk §4 draft flow): save a new draft (then the page
// opens it, so further saves update it), update the opened draft, delete it after a confirmation.
// Each runs under its loading flag, says how it went, and uses up the local copy.
import type { ReactNode } from 'react';
import type { ActionController } from '@core/buttons/controller';
import type { FormSession } from '@core/form/session';
import { useConfirm, useRuntime, useT } from '@react';
import { ticketRoutes } from '../ticket-shared/model';
import { deleteDraft as deleteDraftCall, localCopyKey, saveDraft as saveDraftCall, updateDraft, type CreateData, type CreateTarget, type FooterFlags } from './model';
import type { LocalCopy } from './use-local-copy';

export interface UseDraftActionsOptions {
  session: FormSession | undefined;
  target: CreateTarget;
  data: CreateData;
  /** The page's action controller (its loading flags keep the draft calls and a submit apart). */
  actions: ActionController;
  footer: FooterFlags;
  localCopy: Pick<LocalCopy, 'copyNow' | 'dropLocalCopy'>;
}

export interface DraftActions {
  /** Saves the input as a new draft, or updates the opened draft. */
  saveDraft(): Promise<void>;
  /** Deletes the opened draft once the user confirms. */
  deleteDraft(): Promise<void>;
  /** The confirmation dialog (render it). */
  confirmDialog: ReactNode;
}

/** The create page's draft calls (see the file comment). */
export function useDraftActions({ session, target, data, actions, footer, localCopy }: UseDraftActionsOptions): DraftActions {
  const t = useT();
  const runtime = useRuntime();
  const [confirm, confirmDialog] = useConfirm();
  const copyKey = localCopyKey(target);
  const navigate = (to: string) => runtime.bus.emit('router:navigate', { to, replace: true });
  const toast = (key: string) => runtime.bus.emit('toast:show', { type: 'success', message: t(key) });

  const saveDraft = async () => {
    if (!session || footer.disabled.draft) return;
    const flag = target.kind === 'draft' ? 'updateDraft' : 'saveDraft';
    if (!actions.state.begin(flag)) return;
    localCopy.copyNow();
    try {
      const formData = session.getDraftValues();
      if (target.kind === 'draft') {
        await updateDraft(runtime.request, target.draftId, formData);
        localCopy.dropLocalCopy({ finished: false }, copyKey);
        toast('tickets.create.draftSaved');
      } else {
        const id = await saveDraftCall(runtime.request, data.detail, formData);
        localCopy.dropLocalCopy({ finished: false }, copyKey);
        toast('tickets.create.draftSaved');
        // Further saves update this draft.
        if (id) navigate(ticketRoutes.draft(id));
      }
    } catch {
      // The request client showed the server's message; the input stays in the form and the local copy.
    } finally {
      actions.state.end(flag);
    }
  };

  const deleteDraft = async () => {
    if (target.kind !== 'draft' || footer.disabled.draft) return;
    const confirmed = await confirm({ content: t('tickets.create.deleteConfirm'), confirmText: t('tickets.create.confirm'), cancelText: t('tickets.create.cancel') });
    if (!confirmed || !actions.state.begin('deleteDraft')) return;
    try {
      await deleteDraftCall(runtime.request, target.draftId);
      localCopy.dropLocalCopy({ finished: true }, copyKey);
      toast('tickets.create.draftDeleted');
      navigate('/flowCenter');
    } catch {
      // Shown by the request client.
    } finally {
      actions.state.end('deleteDraft');
    }
  };

  return { saveDraft, deleteDraft, confirmDialog };
}
