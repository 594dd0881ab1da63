// The host of the batch-2 field stories: a fixture schema in SchemaForm, as the form renders it.
import { useEffect } from 'react';
import { useFormSession, SchemaForm, type SchemaFormMode } from '@react/form';

/** How a story shows its form. */
export type Batch2Mode = 'edit' | 'readOnly' | 'disabled' | 'empty';

/** Props of {@link Batch2Form}. */
export interface Batch2FormProps {
  /** A server form schema (`fixtures/fields/<TYPE>.fields.json`). */
  schema: unknown;
  /** Stored values (`fixtures/fields/<TYPE>.values.json`). */
  values?: Record<string, unknown>;
  mode: Batch2Mode;
}

const none = {};

/** The fixture in SchemaForm: edit, read-only (read-pretty displays), every field disabled, or empty. */
export function Batch2Form({ schema, values, mode }: Batch2FormProps) {
  const built = useFormSession({ schema, values: mode === 'empty' ? none : (values ?? none), linkage: false });
  const formMode: SchemaFormMode = mode === 'readOnly' ? 'readOnly' : 'edit';
  useEffect(() => {
    if (!built.ok || mode !== 'disabled') return;
    const patch = Object.fromEntries(built.controller.interpreted.entries.filter((e) => !e.container).map((e) => [e.field.path, { disabled: true }]));
    built.controller.applyPatch(patch);
  }, [built, mode]);
  return (
    <div style={{ minHeight: '100vh', background: '#fff' }}>
      <SchemaForm controller={built} mode={formMode} windowing={false} />
    </div>
  );
}
