// Another field's value in the same form, read reactively (CMDB_CONFIG follows its CMDB_MODEL field).
import { useContext, useEffect, useMemo, useState } from 'react';
import { toJS } from '@formily/reactive';
import { useFieldView } from '@react/form';
import { SchemaFormContext } from '@react/form/context';

/**
 * The current value of the field coded `code` beside the rendered one (in the same container first, then at the
 * top of the form); undefined outside a SchemaForm, without a code or when the form has no such field.
 */
export function useSiblingValue(code: string | undefined): unknown {
  const context = useContext(SchemaFormContext);
  const self = useFieldView();
  const parent = self && self.path.includes('.') ? self.path.slice(0, self.path.lastIndexOf('.')) : '';
  const controller = context?.controller;
  // Looked up once per path (a view is a new object on every lookup).
  const other = useMemo(() => (code && controller ? ((parent ? controller.view(`${parent}.${code}`) : undefined) ?? controller.view(code)) : undefined), [controller, parent, code]);
  const [value, setValue] = useState<unknown>(() => (other ? toJS(other.value) : undefined));
  useEffect(() => {
    if (!other) {
      setValue(undefined);
      return undefined;
    }
    return other.subscribe((view) => toJS(view.value), setValue, { fireImmediately: true });
  }, [other]);
  return value;
}
