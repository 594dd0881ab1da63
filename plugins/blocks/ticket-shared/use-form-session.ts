import { useMemo, useRef } from 'react';
import type { RequestClient } from '@core/request/types';
import { createLinkageRequest } from '@core/form/linkage/request';
import type { FormSchemaError } from '@core/form/interpreter/errors';
import { tryCreateFormSession, type FormSession, type FormSessionOptions, type LinkageOutcome } from '@core/form/session';
import type { FormController } from '@core/form/controller';
import { useRuntime } from '@react';
import { useSessionLifecycle } from '@react/form/use-session-lifecycle';

/** A built session (and its controller, for `<SchemaForm>`), or the schema error that prevented it. */
export type FormSessionResult = { ok: true; controller: FormController; session: FormSession } | { ok: false; error: FormSchemaError };

/**
 * The request client with toasts off: linkage calls fail quietly (the form
 * keeps working without the server's rules; the failure is logged).
 */
export function quietClient(client: RequestClient): RequestClient {
  return {
    ...client,
    get: (path, options) => client.get(path, { ...options, silent: true }),
    post: (path, data, options) => client.post(path, data, { ...options, silent: true }),
  };
}

/** Options of {@link useFormSession}: the session options without what the runtime supplies. */
export type UseFormSessionOptions = Omit<FormSessionOptions, 'registry' | 't' | 'linkage'> & {
  /** Linkage keys; the transport is the runtime's request client. */
  linkage?: Omit<NonNullable<FormSessionOptions['linkage']>, 'request'>;
  /** Called once the form-load linkage has settled (read when it settles). */
  onLoaded?: (session: FormSession, outcome: LinkageOutcome) => void;
};

/**
 * Builds a form session for a loaded form (rebuilt when `key` changes) in the
 * runtime's time zone (`AppConfig.timeZoneOffset` unless `utcOffset` is given), runs
 * the LOADING linkage, re-runs linkage on every change, and disposes it when
 * replaced or unmounted. Inputs are read when `key` changes only.
 */
export function useFormSession(key: string, options: UseFormSessionOptions): FormSessionResult {
  const runtime = useRuntime();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const result = useMemo<FormSessionResult>(() => {
    const { linkage, onLoaded: _onLoaded, ...rest } = optionsRef.current;
    const built = tryCreateFormSession({
      ...rest,
      // Date rules (today, before / after today) count days in the configured zone, not the device's.
      utcOffset: rest.utcOffset ?? runtime.config.timeZoneOffset,
      registry: runtime.registry,
      t: (k, o) => runtime.i18n.t(k, o),
      linkage: { ...linkage, request: createLinkageRequest(quietClient(runtime.request)) },
    });
    return built.ok ? { ok: true, session: built.session, controller: built.session.controller } : built;
    // `key` decides when the inputs (read through the ref) are taken again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, key]);

  useSessionLifecycle(result.ok ? result.session : undefined, (session, outcome) => optionsRef.current.onLoaded?.(session, outcome));
  return result;
}
