// Offering the local copy back: when the create form opens and a copy of its input (of this user)
// differs from what loaded, a dialog asks whether to restore it; yes puts it into the form (the
// linkage runs as for typed values), no clears it. When the outbox sends what the copy was queued as
// (after a reload, the submit that got no answer), the copy is used up and the open dialog closes:
// restoring it then would only invite sending the same ticket again (issue 20).
import { useEffect, useState, type ReactNode } from 'react';
import type { FormSession } from '@core/form/session';
import { useDates, useRuntime, useT } from '@react';
import { ConfirmDialog } from '@react/feedback/confirm-dialog';
import { clearLocalCopy, restorableCopy, restorePatch, type LocalCopy } from '../ticket-shared/local-copy';

/** The restore dialog of a create form's session (render the returned element). */
export function useRestoreDialog(session: FormSession | undefined, copyKey: string, userId: string | undefined): ReactNode {
  const t = useT();
  const runtime = useRuntime();
  const dates = useDates();
  const [restore, setRestore] = useState<LocalCopy>();
  useEffect(() => {
    if (!session) return;
    setRestore(restorableCopy(runtime.storage, copyKey, session.initialValues, userId));
    // The outbox clears the copy in its own listener of the same event: look again once it ran.
    return runtime.bus.on('outbox:sent', () => {
      setTimeout(() => {
        if (!restorableCopy(runtime.storage, copyKey, session.initialValues, userId)) setRestore(undefined);
      }, 0);
    });
  }, [session, runtime, copyKey, userId]);

  const answer = (yes: boolean) => {
    if (yes && restore && session) {
      const patch = restorePatch(session, restore.values);
      session.applyPatch(patch);
      // Restored values run the linkage like typed ones would.
      for (const path of Object.keys(patch)) void session.change(path);
      runtime.bus.emit('toast:show', { type: 'success', message: t('tickets.create.restored') });
    } else {
      clearLocalCopy(runtime.storage, copyKey);
    }
    setRestore(undefined);
  };

  // An alertdialog (focus in, on Restore, which loses nothing; Escape only closes: the copy is offered again next time).
  return (
    <ConfirmDialog
      open={Boolean(restore)}
      title={t('tickets.create.restoreTitle')}
      content={restore ? t('tickets.create.restoreMessage', { time: dates.exact(restore.time) }) : ''}
      rows={[
        [
          { key: 'discard', text: t('tickets.create.discard'), onPress: () => answer(false) },
          { key: 'restore', text: t('tickets.create.restore'), bold: true, onPress: () => answer(true) },
        ],
      ]}
      safeKey="restore"
      onCancel={() => setRestore(undefined)}
    />
  );
}
