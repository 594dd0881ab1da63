// R: the real runtime (createRuntime + built-in field plugins) and the React bindings around a form slot.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { createRuntime, type Runtime } from '../../../../src/core';
import type { FormController } from '../../../../src/core/form/controller';
import type { ServerFormSchema } from '../../../../src/core/form/types';
import { RuntimeProvider } from '../../../../src/react';
import { SchemaForm, useFormController, type SchemaFormHandle } from '../../../../src/react/form';
import { builtinFieldPlugins } from '../../../../plugins/fields';

export const runtime = createRuntime({ plugins: { fields: builtinFieldPlugins } }) as unknown as Runtime;

let setSlot: ((node: ReactNode) => void) | undefined;

function Slot() {
  const [node, setNode] = useState<ReactNode>(null);
  setSlot = setNode;
  return <>{node}</>;
}

/** Mounts the app-level providers once (not part of any measurement). */
export function mountShell(root: Root): void {
  flushSync(() =>
    root.render(
      <RuntimeProvider runtime={runtime}>
        <Slot />
      </RuntimeProvider>,
    ),
  );
}

/** Replaces the slot's content synchronously. */
export function show(node: ReactNode): void {
  if (!setSlot) throw new Error('shell not mounted');
  flushSync(() => setSlot!(node));
}

/** What an R form exposes to the scenarios once mounted. */
export interface MountedForm {
  controller: FormController;
  handle: SchemaFormHandle;
}

export interface RFormProps {
  schema: ServerFormSchema;
  values?: Readonly<Record<string, unknown>>;
  windowing?: boolean;
  onReady?: (form: MountedForm) => void;
  children?: ReactNode;
}

/** A server schema through the headless controller into <SchemaForm>, as a page of the app does. */
export function RForm({ schema, values, windowing = true, onReady, children }: RFormProps) {
  const built = useFormController({ schema, values });
  const handle = useRef<SchemaFormHandle>(null);
  useEffect(() => {
    if (built.ok && handle.current) onReady?.({ controller: built.controller, handle: handle.current });
  }, [built, onReady]);
  return (
    <>
      {children}
      <SchemaForm controller={built} windowing={windowing} ref={handle} />
    </>
  );
}
