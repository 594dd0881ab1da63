/**
 * Tests of the Formily adapter build it the way the session does: interpret the server schema once,
 * then `createFormController` on the interpreted form.
 */
import { createFormController, type FormController, type FormControllerOptions } from '@core/form/controller';
import { FormSchemaError } from '@core/form/interpreter/errors';
import { interpretFormSchema, type FieldTypeLookup } from '@core/form/interpreter/interpret';

export type ControllerOfOptions = Omit<FormControllerOptions, 'form'> & { schema: unknown; registry: { fields: FieldTypeLookup } };

/** Interprets `schema` and builds its controller; throws FormSchemaError for a malformed schema. */
export function controllerOf({ schema, registry, ...rest }: ControllerOfOptions): FormController {
  const interpreted = interpretFormSchema(schema, { registry, t: rest.context.t });
  if (!interpreted.ok) throw interpreted.error;
  return createFormController({ ...rest, form: interpreted.form });
}

/** {@link controllerOf} returning a result instead of throwing. */
export function tryControllerOf(options: ControllerOfOptions): { ok: true; controller: FormController } | { ok: false; error: FormSchemaError } {
  try {
    return { ok: true, controller: controllerOf(options) };
  } catch (error) {
    if (error instanceof FormSchemaError) return { ok: false, error };
    throw error;
  }
}
