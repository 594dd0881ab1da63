import { useMemo, useRef } from 'react';
import type { FormController } from '@core/form/controller';
import type { FormSchemaError } from '@core/form/interpreter/errors';
import { loadSchemaFieldTypes, pendingSchemaFieldTypes } from '@core/form/interpreter/field-types';
import { createLinkageRequest } from '@core/form/linkage/request';
import { tryCreateFormSession, type FormSession, type FormSessionOptions, type LinkageOutcome } from '@core/form/session';
import type { RequestClient } from '@core/request/types';
import type { FieldRuleServices } from '@core/form/rules/types';
import type { Runtime } from '@core/runtime';
import { useCodeLoad, type CodeLoadState } from '../hooks/use-code-load';
import { useRuntime } from '../runtime/runtime-provider';
import { createRecorderTap } from '@core/form/replay/tap';
import { useSessionLifecycle } from './use-session-lifecycle';


/** The field types of a form are loading (their plugins' code), or failed to load. */
export type FieldTypesLoading = CodeLoadState;

/**
 * A built session (and its controller, for `<SchemaForm controller={built}>`), the schema error that
 * prevented it, or, while the plugins of the schema's field types load, `loading` (`<SchemaForm>`
 * shows a loading status, or the failure with Retry).
 */
export type FormSessionResult =
  | { ok: true; session: FormSession; controller: FormController }
  | { ok: false; error: FormSchemaError; loading?: undefined }
  | { ok: false; error?: undefined; loading: FieldTypesLoading };

/** Linkage keys of a session; the transport is the runtime's request client. */
export type FormSessionLinkage = Omit<NonNullable<FormSessionOptions['linkage']>, 'request'>;

/** Options of {@link useFormSession}: the session options without what the runtime supplies. */
export type UseFormSessionOptions = Omit<FormSessionOptions, 'registry' | 't' | 'linkage'> & {
  /**
   * When given, the inputs are read again only when the key changes (a ticket page passes its
   * ticket and version: options built anew each render never rebuild the form). Without it the
   * session is rebuilt when `schema`, `values`, `readOnly`, `dataStatus`, `permissions`,
   * `editableFields`, `disabledRows` or `prefill` change by identity; other inputs are read at build.
   */
  key?: string;
  /**
   * Linkage keys (the server calls go through the runtime's request client, quietly: a failure
   * is logged, never toasted). `false`: a bare form that never calls the server (stories,
   * previews); the cascade still runs. @default {} (server linkage on, no extra keys)
   */
  linkage?: FormSessionLinkage | false;
  /** Called once the form-load linkage has settled (failed or not); read when it settles. */
  onLoaded?: (session: FormSession, outcome: LinkageOutcome) => void;
};

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

/** What the registered field plugins give the rules from this runtime (`FieldTypeDefinition.ruleServices`), merged. */
function ruleServicesOf(runtime: Runtime): FieldRuleServices {
  return Object.assign({}, ...runtime.registry.fields.list().map((definition) => definition.ruleServices?.(runtime) ?? {})) as FieldRuleServices;
}

/**
 * Builds the headless form session (`@core/form/session`) for a server schema with the
 * runtime's registry, translations and time zone (`AppConfig.timeZoneOffset` unless
 * `utcOffset` is given), and the runtime's request client for linkage. While mounted it
 * watches changes (linkage on every change) and runs the form-load linkage once; a replaced
 * or unmounted session is disposed a tick later (StrictMode mounts twice with the same one).
 * Never throws: a malformed schema gives `{ ok: false, error }` for `<SchemaForm>` to show.
 * Field types given to the runtime as `lazyFields` are loaded first (those the schema uses, and the
 * cells of its tables): until they are, the result is `{ ok: false, loading }`.
 *
 * @example
 * const built = useFormSession({ key: ticketId, schema: detail.formDataInfo, values: detail.formData, linkage: { processDefKey } });
 * return <SchemaForm controller={built} />;
 * @example
 * const built = useFormSession({ schema, values, linkage: false }); // no server calls
 */
export function useFormSession(options: UseFormSessionOptions): FormSessionResult {
  const runtime = useRuntime();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const { key, schema, values, readOnly, dataStatus, permissions, editableFields, disabledRows, prefill } = options;
  const watched = [schema, values, readOnly, dataStatus, permissions, editableFields, disabledRows, prefill];
  // Same length on every render: with a key only the key counts, without one the inputs by identity.
  const inputs = key !== undefined ? [key, ...watched.map(() => undefined)] : [undefined, ...watched];
  const recorder = runtime.config.replayRecorder;
  const typesLoading = useCodeLoad(
    schema,
    () => pendingSchemaFieldTypes(schema, runtime).length > 0,
    () => loadSchemaFieldTypes(schema, runtime),
  );
  const result = useMemo<FormSessionResult>(() => {
    if (typesLoading) return { ok: false, loading: typesLoading };
    const { key: _key, linkage, onLoaded: _onLoaded, ...rest } = optionsRef.current;
    // QA's replay recorder: a tap logs the session from its start; the toggle (<SchemaForm>) records it.
    // The tap is a few hundred bytes, imported statically: a dynamic chunk that small drew shared modules into it
    // through rollup's size merge, and with them into every page's first load.
    const tap = recorder ? createRecorderTap() : undefined;
    const request = createLinkageRequest(quietClient(runtime.request));
    const sessionOptions: FormSessionOptions = {
      ...rest,
      // Date rules (today, before / after today) count days in the configured zone, not the device's.
      utcOffset: rest.utcOffset ?? runtime.config.timeZoneOffset,
      ruleServices: rest.ruleServices ?? ruleServicesOf(runtime),
      registry: runtime.registry,
      t: (k, o) => runtime.i18n.t(k, o),
      linkage: linkage === false ? undefined : { ...linkage, request: tap ? tap.request(request) : request },
      onPatch: tap ? tap.onPatch(rest.onPatch) : rest.onPatch,
    };
    const built = tryCreateFormSession(sessionOptions);
    if (built.ok) tap?.attach(built.session, sessionOptions);
    return built.ok ? { ok: true, session: built.session, controller: built.session.controller } : built;
    // The inputs are read through the ref; `inputs` decides when they are taken again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, typesLoading, ...inputs]);

  useSessionLifecycle(result.ok ? result.session : undefined, (session, outcome) => optionsRef.current.onLoaded?.(session, outcome));
  return result;
}

