// The create form's session: the template's (or draft's) form with the user's defaults (new tickets
// only), the `modelAnalysis` prefill and the form's linkage; a COPY's values fill the editable fields
// once the form has loaded (its load rules applied).
import { useMemo, useRef } from 'react';
import { parseModelAnalysis } from '@core/form/data/model-analysis';
import type { FormSession } from '@core/form/session';
import type { SessionUser } from '@core/session/types';
import { useRuntime, useT } from '@react';
import { useFormSession, type FormSessionResult } from '@react/form';
import { readTicketCopy } from '../../actions/COPY';
import { defaultsUser } from '../ticket-shared/user';
import { localCopyKey, type CreateData, type CreateTarget } from './model';
import { applyCopy } from './copy';

export interface UseCreateSessionOptions {
  target: CreateTarget;
  data: CreateData;
  /** The raw `modelAnalysis` parameter of the address. */
  prefillRaw: string | null;
  /** The ticket this one is a copy of. */
  copyFrom?: string;
  /** The logged-in user. */
  user: SessionUser | undefined;
  /** Also called once the form has loaded (after the copy is applied): a chat entry fills the description. */
  onLoaded?: (session: FormSession) => void;
}

/** Builds (once per target) and runs the create form's session. */
export function useCreateSession({ target, data, prefillRaw, copyFrom, user, onLoaded }: UseCreateSessionOptions): FormSessionResult {
  const t = useT();
  const runtime = useRuntime();
  const prefill = useMemo(() => (prefillRaw ? parseModelAnalysis(`?modelAnalysis=${encodeURIComponent(prefillRaw)}`) : {}), [prefillRaw]);
  // The copy's values go into the editable fields once the form has loaded (its load rules applied).
  const copying = useRef(false);
  const fillCopy = (loaded: FormSession) => {
    const copy = copyFrom ? readTicketCopy(runtime.storage, copyFrom, user?.userId) : undefined;
    if (copy) void applyCopy(loaded, copy.values, (on) => void (copying.current = on));
    // Opened elsewhere, or the copy was already used: say so rather than show an empty form silently.
    else if (copyFrom) runtime.bus.emit('toast:show', { type: 'info', message: t('tickets.create.copyMissing') });
    onLoaded?.(loaded);
  };
  return useFormSession({
    key: localCopyKey(target),
    schema: data.detail.formDataInfo,
    values: data.detail.formData,
    // Defaults fill a new ticket only; a draft keeps what was saved.
    defaults: target.kind === 'template' && user ? { user: defaultsUser(user) } : false,
    prefill,
    user: user ? { userId: user.userId, userName: user.userName } : undefined,
    dataStatus: data.detail.dataStatus,
    linkage: {
      processDefKey: data.detail.processDefKey || undefined,
      context: { processDefId: data.detail.processDefId, ...(target.kind === 'draft' ? { workOrderId: target.draftId } : {}) },
      localRules: data.detail.dynamicRules,
      copying: () => copying.current,
    },
    onLoaded: fillCopy,
  });
}
