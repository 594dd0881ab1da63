// R: the real runtime (createRuntime + built-in field plugins) and the React bindings around a form slot.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { createRuntime, type Runtime } from '@core';
import type { LinkageRequest } from '@core/form/linkage';
import { tryCreateFormSession, type FormSession } from '@core/form/session';
import type { ServerFormSchema } from '@core/form/types';
import { RuntimeProvider } from '@react';
import { SchemaForm, type SchemaFormHandle } from '@react/form';
import { builtinFieldPlugins } from '@plugins/fields';

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
  session: FormSession;
  handle: SchemaFormHandle;
}

export interface RFormProps {
  schema: ServerFormSchema;
  values?: Readonly<Record<string, unknown>>;
  windowing?: boolean;
  /** Linkage transport (the fan-out answers from memory; without it only local rules and the cascade run). */
  linkage?: { request: LinkageRequest; triggerFieldList: string[] };
  onReady?: (form: MountedForm) => void;
  children?: ReactNode;
}

/**
 * A server schema through the form session (interpreter, controller with compiled rules, linkage
 * engine) into <SchemaForm>, as the ticket pages do.
 */
export function RForm({ schema, values, windowing = true, linkage, onReady, children }: RFormProps) {
  const built = useMemo(() => tryCreateFormSession({ schema, values, registry: runtime.registry, t: (key, options) => runtime.i18n.t(key, options), linkage }), [schema, values, linkage]);
  const handle = useRef<SchemaFormHandle>(null);
  useEffect(() => {
    if (!built.ok) return undefined;
    const stop = built.session.watch();
    if (handle.current) onReady?.({ session: built.session, handle: handle.current });
    return stop;
  }, [built, onReady]);
  return (
    <>
      {children}
      <SchemaForm controller={built.ok ? built.session.controller : built} windowing={windowing} ref={handle} />
    </>
  );
}
