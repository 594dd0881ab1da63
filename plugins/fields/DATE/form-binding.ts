import { useField } from '@formily/react';
import type { GeneralField } from '@formily/core';

/**
 * What a field needs to know about the form around it. The form host may
 * pass it as props; inside SchemaForm (Formily) it is read from the field
 * context when the props are absent.
 *
 * Contract for form hosts:
 * - `fieldCode`: the field's code (`planEndTime`), used for the start/end
 *   pairing and to ignore a limit that points at the field itself;
 * - `getFormValues()`: the current values of the whole form by field code,
 *   read when the picker opens (not on every render);
 * - `formValues`: the same as a plain object (tests, stories); the getter wins.
 */
export interface FormBindingProps {
  fieldCode?: string;
  getFormValues?: () => Readonly<Record<string, unknown>>;
  formValues?: Readonly<Record<string, unknown>>;
}

/** The field code and a reader of the form values; see {@link FormBindingProps}. */
export function useFormBinding(props: FormBindingProps): { code: string; readValues: () => Readonly<Record<string, unknown>> } {
  const field = useField() as GeneralField | null | undefined;
  const data = field?.data as { code?: unknown } | undefined;
  const fromContext = typeof data?.code === 'string' ? data.code : typeof field?.props?.name === 'string' ? field.props.name : '';
  const code = props.fieldCode ?? fromContext;
  const readValues = () => {
    if (props.getFormValues) return props.getFormValues();
    if (props.formValues) return props.formValues;
    const values = field?.form?.values as Record<string, unknown> | undefined;
    return values ? { ...values } : {};
  };
  return { code, readValues };
}
