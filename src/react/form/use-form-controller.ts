import { useEffect, useMemo, useRef } from 'react';
import { tryCreateFormController, type FormController, type FormControllerContext, type FormControllerOptions } from '../../core/form/controller';
import type { FormSchemaError } from '../../core/form/interpreter/errors';
import { useRuntime } from '../runtime/runtime-provider';

/** A built controller, or the schema error that prevented it. */
export type FormControllerResult = { ok: true; controller: FormController } | { ok: false; error: FormSchemaError };

/** Options of {@link useFormController}: the controller options without what the runtime supplies. */
export interface UseFormControllerOptions extends Omit<FormControllerOptions, 'registry' | 'context'> {
  /** Overrides of the validation context. @default t from the runtime, Date.now */
  context?: Partial<FormControllerContext>;
}

/**
 * Builds the headless form controller for a server schema with the runtime's
 * registry and translations; rebuilt when the schema, values or mode inputs
 * change (by identity) and disposed when replaced or unmounted. Never throws:
 * a malformed schema gives `{ ok: false, error }` for `<SchemaForm>` to show.
 *
 * @example
 * const built = useFormController({ schema: detail.formDataInfo, values: detail.formData });
 * return <SchemaForm controller={built} />;
 */
export function useFormController(options: UseFormControllerOptions): FormControllerResult {
  const runtime = useRuntime();
  const { schema, values, readOnly, dataStatus, permissions, editableFields, validators, context } = options;
  const result = useMemo<FormControllerResult>(
    () =>
      tryCreateFormController({
        schema,
        values,
        readOnly,
        dataStatus,
        permissions,
        editableFields,
        validators,
        registry: runtime.registry,
        context: { t: (key, opts) => runtime.i18n.t(key, opts), ...context },
      }),
    // `context` is read once per build: a new object each render must not rebuild the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [runtime, schema, values, readOnly, dataStatus, permissions, editableFields, validators],
  );

  // Disposal waits a tick: React's StrictMode runs cleanup and setup again with the same
  // controller, and a disposed controller (its Formily fields destroyed) cannot be revived.
  const pendingDisposal = useRef(new Map<FormController, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    if (!result.ok) return undefined;
    const { controller } = result;
    const timers = pendingDisposal.current;
    const pending = timers.get(controller);
    if (pending !== undefined) {
      clearTimeout(pending);
      timers.delete(controller);
    }
    return () => {
      timers.set(
        controller,
        setTimeout(() => {
          timers.delete(controller);
          controller.dispose();
        }, 0),
      );
    };
  }, [result]);

  return result;
}
