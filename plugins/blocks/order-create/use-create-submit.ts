// Submitting the create form (COMMIT → start, with the assign modal) through the action flow: the
// input is copied first, an invalid form shows its first error (on the form tab), a started ticket
// opens its detail page and uses up the local copy, a failure says the input is kept on the device.
// Made while offline (issue 20), the submit is not tried (the assign modal needs the server): the form
// is checked and the start goes to the outbox with the key it will be sent with (`actionKey`), the
// local copy kept until the outbox has sent it. Online, a start that gets no answer is queued by the
// outbox itself (the request client announces it).
import { useEffect, useMemo, type RefObject } from 'react';
import type { ActionController } from '@core/buttons/controller';
import { actionBody, actionKey, btnActionPath, templateRef } from '@core/buttons/queries';
import type { ActionUi } from '@core/buttons/types';
import type { FormSession } from '@core/form/session';
import { isOffline } from '@core/network';
import { useRuntime } from '@react';
import { submitFormValues, type SchemaFormHandle } from '@react/form';
import { ticketRoutes } from '../ticket-shared/model';
import { queueOfflineIntent } from '../outbox';
import { createTicket, localCopyKey, startedTicketId, type CreateData, type CreateTarget, type FooterFlags } from './model';
import type { LocalCopy } from './use-local-copy';

export interface UseCreateSubmitOptions {
  session: FormSession | undefined;
  /** The create form (scrolled to the first error). */
  formRef: RefObject<SchemaFormHandle | null>;
  target: CreateTarget;
  data: CreateData;
  actions: ActionController;
  /** The action modals' host (`useActionUi`). */
  ui: ActionUi;
  footer: FooterFlags;
  localCopy: Pick<LocalCopy, 'copyNow' | 'dropLocalCopy' | 'keptLocally' | 'resetKeptLocally'>;
  /**
   * Shows the form before scrolling to an error (the submit may come from another tab);
   * the form must be laid out when it returns (`flushSync`).
   */
  showForm: () => void;
  /**
   * Where a started ticket goes instead of its detail page (a chat entry: the success page). The local copy is
   * dropped before either.
   */
  onStarted?: () => void;
}

/** The create page's submit (see the file comment). */
export function useCreateSubmit({ session, formRef, target, data, actions, ui, footer, localCopy, showForm, onStarted }: UseCreateSubmitOptions): () => Promise<void> {
  const runtime = useRuntime();
  const { keptLocally } = localCopy;
  // A COMMIT failing after the modal opened (another try stays possible) keeps the input too.
  useEffect(() => runtime.bus.on('action:fail', ({ type }) => type === 'COMMIT' && keptLocally()), [runtime, keptLocally]);
  const ticket = useMemo(() => createTicket(data, target), [data, target]);

  return async () => {
    if (!session || footer.disabled.submit) return;
    localCopy.copyNow();
    localCopy.resetKeptLocally();
    if (isOffline()) {
      const formData = await submitFormValues(session, formRef, { beforeScroll: showForm });
      if (!formData) return;
      const input = ticket.workOrderId ? { workOrderId: ticket.workOrderId, formData } : { ...templateRef(ticket), formData };
      const request = { method: 'POST' as const, path: btnActionPath(runtime.request, 'start'), body: actionBody(input) };
      await queueOfflineIntent(runtime, { key: actionKey(runtime.request, 'start', input), kind: 'create', label: '', request });
      return;
    }
    const result = await actions.run(
      'COMMIT',
      ticket,
      {
        getFormData: () => submitFormValues(session, formRef, { beforeScroll: showForm }),
        transfer: (started) => {
          localCopy.dropLocalCopy({ finished: true }, localCopyKey(target), data.detail.processDefId);
          if (onStarted) return onStarted();
          const id = startedTicketId(started, target.kind === 'draft' ? target.draftId : undefined);
          runtime.bus.emit('router:navigate', { to: id ? ticketRoutes.detail(id) : '/homePage', replace: true });
        },
      },
      ui,
    );
    if (result.status === 'failed') keptLocally();
  };
}
