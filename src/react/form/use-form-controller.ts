import type { FormController } from '@core/form/controller';
import type { FormSchemaError } from '@core/form/interpreter/errors';

/**
 * What `<SchemaForm controller>` accepts besides a bare controller: a built form (a
 * `useFormSession` result, which also holds its session) or the schema error that prevented it.
 */
export type FormControllerResult = { ok: true; controller: FormController } | { ok: false; error: FormSchemaError };
