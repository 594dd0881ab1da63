import type { RefObject } from 'react';
import type { FormSession } from '@core/form/session';
import type { SchemaFormHandle } from './scroll';

/** Options of {@link submitFormValues}. */
export interface SubmitFormValuesOptions {
  /**
   * Runs when the form is invalid, before scrolling to the first error: show the form first
   * when it may be hidden (another tab), synchronously (`flushSync`) so that it is laid out.
   */
  beforeScroll?: () => void;
}

/**
 * The submit step of a page: validates the session; when a field is invalid, scrolls the
 * `<SchemaForm>` to the first error and resolves undefined (nothing to submit), else resolves
 * the submit values (`session.getSubmitValues()`). Fits an action's `getFormData` hook.
 *
 * @example
 * const formRef = useRef<SchemaFormHandle>(null);
 * const getFormData = () => submitFormValues(session, formRef, { beforeScroll: () => flushSync(() => setTab('form')) });
 * <SchemaForm ref={formRef} controller={built} />
 */
export async function submitFormValues(
  session: Pick<FormSession, 'validate' | 'getSubmitValues'>,
  form: RefObject<SchemaFormHandle | null> | SchemaFormHandle | null | undefined,
  options: SubmitFormValuesOptions = {},
): Promise<Record<string, unknown> | undefined> {
  const outcome = await session.validate();
  if (outcome.valid) return session.getSubmitValues();
  options.beforeScroll?.();
  const handle = form && 'current' in form ? form.current : form;
  await handle?.scrollToFirstError(outcome.errors);
  return undefined;
}
