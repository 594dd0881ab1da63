import { useEffect, useMemo, useRef } from 'react';
import type { FormController } from '../../../src/core/form/controller';
import type { FormSchemaError } from '../../../src/core/form/interpreter/errors';
import { tryCreateFormSession, type FormSession } from '../../../src/core/form/session';
import { useRuntime } from '../../../src/react';
import type { CreateFormResponse } from './model';

/** The preview's form session (and its controller, for `<SchemaForm>`), or the schema error that prevented it. */
export type PreviewSessionResult = { ok: true; controller: FormController; session: FormSession } | { ok: false; error: FormSchemaError };

/**
 * The form runtime of the ticket pages around the previewed form: the same
 * compiled rules (required, format checks, lengths, decimals, date ranges),
 * local linkage and submit normalisation. There is no ticket behind a
 * preview, so no linkage request goes to the server.
 */
export function usePreviewSession(detail: CreateFormResponse): PreviewSessionResult {
  const runtime = useRuntime();
  const result = useMemo<PreviewSessionResult>(() => {
    const built = tryCreateFormSession({
      schema: detail.formDataInfo,
      values: detail.formData,
      registry: runtime.registry,
      t: (key, options) => runtime.i18n.t(key, options),
      utcOffset: runtime.config.timeZoneOffset,
    });
    return built.ok ? { ok: true, session: built.session, controller: built.session.controller } : built;
  }, [runtime, detail]);

  // Disposal waits a tick: StrictMode runs cleanup and setup again with the same session, and a
  // disposed session cannot be revived.
  const pending = useRef(new Map<FormSession, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    if (!result.ok) return undefined;
    const { session } = result;
    const timers = pending.current;
    const timer = timers.get(session);
    if (timer !== undefined) {
      clearTimeout(timer);
      timers.delete(session);
    }
    const stop = session.watch();
    void session.load();
    return () => {
      stop();
      timers.set(
        session,
        setTimeout(() => {
          timers.delete(session);
          session.dispose();
        }, 0),
      );
    };
  }, [result]);
  return result;
}
