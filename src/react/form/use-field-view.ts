import { useContext } from 'react';
import type { GeneralField } from '@formily/core';
import { useField } from '@formily/react';
import type { FieldView, FormSession } from '../../core/form/session';
import { SchemaFormContext } from './context';

/**
 * The typed view state of the field being rendered (value, display, pattern, required, errors,
 * linkage option patch, cascade query, table cell states); undefined outside a SchemaForm. Reads
 * are reactive: in an `observer` component they re-render it, elsewhere use `view.subscribe`.
 *
 * @example
 * const view = useFieldView();
 * useEffect(() => view?.subscribe((v) => v.optionPatchVersion, () => source.setPatch(view.optionPatch), { fireImmediately: true }), [view]);
 */
export function useFieldView(): FieldView | undefined {
  const context = useContext(SchemaFormContext);
  const node = useField<GeneralField | null>();
  if (!context || !node) return undefined;
  return context.controller.view(node.address.toString());
}

/** The session of the SchemaForm being rendered; undefined outside one or for a bare controller. */
export function useSchemaFormSession(): FormSession | undefined {
  return useContext(SchemaFormContext)?.session;
}
