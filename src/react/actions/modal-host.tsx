import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ActionInput, ActionRunResult, ActionUi, ConflictChoice, ModalRequest, OrderUpdateDecision } from '../../core/buttons';
import type { ActionModalKind } from '../../core/registry';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { lazyComponent } from '../feedback/lazy-on-open';
import { useRuntime, useT } from '../runtime/runtime-provider';
import type { ActionModalComponent } from './types';

// Each modal's code (antd-mobile's Popup with its animation library, the focus trap, the lists) loads when
// an action first asks for it, not with the page (issue 14).

/** The built-in modal of each kind (`none` has none: it confirms or runs directly); each loads on first use. */
export const builtinActionModals: Record<Exclude<ActionModalKind, 'none'>, ActionModalComponent> = {
  assign: lazyComponent(() => import('./modals/assign-modal').then((m) => m.AssignModal)),
  simple: lazyComponent(() => import('./modals/simple-modal').then((m) => m.SimpleModal)),
  transfer: lazyComponent(() => import('./modals/transfer-modal').then((m) => m.TransferModal)),
  endorse: lazyComponent(() => import('./modals/endorse-modal').then((m) => m.EndorseModal)),
};

interface OpenModal {
  request: ModalRequest;
  resolve(result: ActionRunResult): void;
}
interface OpenConfirm {
  title: string;
  message: string;
  resolve(ok: boolean): void;
}
interface OpenConflict {
  decision: Extract<OrderUpdateDecision, { kind: 'changed' }>;
  resolve(choice: ConflictChoice): void;
}

/** Statuses after which the modal stays open: nothing happened that the user did not see. */
const STAY_OPEN = new Set<ActionRunResult['status']>(['failed', 'blocked', 'busy']);

function isComponent(value: unknown): value is ActionModalComponent {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * The React side of the action flow: an {@link ActionUi} whose modals,
 * confirmations and the concurrent-change dialog (Refresh / Overwrite) render
 * in `element`. A plugin's own `component` replaces the built-in modal.
 */
export function useActionUi(): { ui: ActionUi; element: ReactNode } {
  const runtime = useRuntime();
  const t = useT();
  const [modal, setModal] = useState<OpenModal>();
  const [submitting, setSubmitting] = useState(false);
  const [confirm, setConfirm] = useState<OpenConfirm>();
  const [conflict, setConflict] = useState<OpenConflict>();
  const modalRef = useRef<OpenModal>(undefined);
  modalRef.current = modal;

  const ui = useMemo<ActionUi>(
    () => ({
      collect: (request) =>
        new Promise<ActionRunResult>((resolve) => {
          setSubmitting(false);
          setModal({ request, resolve });
        }),
      confirm: ({ title, message }) => new Promise<boolean>((resolve) => setConfirm({ title, message, resolve })),
      resolveConflict: (decision) => new Promise<ConflictChoice>((resolve) => setConflict({ decision, resolve })),
    }),
    [],
  );

  const close = useCallback((open: OpenModal, result: ActionRunResult) => {
    setModal((current) => (current === open ? undefined : current));
    setSubmitting(false);
    open.resolve(result);
  }, []);

  const onSubmit = useCallback(
    (input: ActionInput) => {
      const open = modalRef.current;
      if (!open) return;
      setSubmitting(true);
      void open.request.submit(input).then((result) => {
        if (STAY_OPEN.has(result.status)) setSubmitting(false);
        else close(open, result);
      });
    },
    [close],
  );

  let modalElement: ReactNode = null;
  if (modal && modal.request.kind !== 'none') {
    const custom = runtime.registry.actions.get(modal.request.type)?.component;
    const Component = isComponent(custom) ? custom : builtinActionModals[modal.request.kind];
    modalElement = (
      <Suspense fallback={null}>
        <Component
          key={modal.request.type}
          request={modal.request}
          submitting={submitting}
          onCancel={() => close(modal, { status: 'cancelled' })}
          onSubmit={onSubmit}
        />
      </Suspense>
    );
  }

  const answerConfirm = (ok: boolean) => {
    confirm?.resolve(ok);
    setConfirm(undefined);
  };
  const answerConflict = (choice: ConflictChoice) => {
    conflict?.resolve(choice);
    setConflict(undefined);
  };

  const element = (
    <>
      {modalElement}
      <ConfirmDialog
        open={Boolean(confirm)}
        title={confirm?.title}
        content={confirm?.message}
        closeOnMaskClick
        safeKey="cancel"
        onCancel={() => answerConfirm(false)}
        rows={[
          [
            { key: 'cancel', text: t('actions.modal.cancel'), onPress: () => answerConfirm(false) },
            { key: 'confirm', text: t('actions.modal.confirm'), bold: true, onPress: () => answerConfirm(true) },
          ],
        ]}
      />
      <ConfirmDialog
        open={Boolean(conflict)}
        title={t('actions.conflict.title')}
        content={t('actions.conflict.message', { name: conflict?.decision.updatedBy ?? t('actions.conflict.someone') })}
        safeKey="cancel"
        onCancel={() => answerConflict('cancel')}
        rows={[
          [{ key: 'overwrite', text: t('actions.conflict.overwrite'), danger: true, onPress: () => answerConflict('overwrite') }],
          [{ key: 'refresh', text: t('actions.conflict.refresh'), bold: true, onPress: () => answerConflict('refresh') }],
          [{ key: 'cancel', text: t('actions.conflict.cancel'), onPress: () => answerConflict('cancel') }],
        ]}
      />
    </>
  );
  return { ui, element };
}
