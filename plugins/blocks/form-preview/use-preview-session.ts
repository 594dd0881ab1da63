import { useMemo } from 'react';
import type { FormController } from '@core/form/controller';
import type { FormSchemaError } from '@core/form/interpreter/errors';
import { tryCreateFormSession, type FormSession } from '@core/form/session';
import { useRuntime } from '@react';
import type { CreateFormResponse } from './model';
import { useSessionLifecycle } from '@react/form/use-session-lifecycle';

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

  useSessionLifecycle(result.ok ? result.session : undefined);
  return result;
}
