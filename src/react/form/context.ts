import { createContext, useContext } from 'react';
import type { FormController } from '../../core/form/controller';
import type { FormSession } from '../../core/form/session';
import type { FieldTypeDefinition } from '../../core/registry';
import type { SchemaFormMode } from './types';
import type { ViewportTracker } from './viewport';

/** A mounted slot, as `scrollToField` needs it. */
export interface SlotHandle {
  readonly element: HTMLElement | null;
  /** Mounts the field (if windowed out) and resolves once it is committed. */
  ensureMounted(): Promise<void>;
}

/** Commit phases reported by React's Profiler. */
export type FieldCommitPhase = 'mount' | 'update' | 'nested-update';

/** What every field of one SchemaForm shares. Built once per form; changes only with mode, language or registry. */
export interface SchemaFormContextValue {
  controller: FormController;
  /** The session the form renders, when it was given one (cell messages of tables come from it). */
  session: FormSession | undefined;
  mode: SchemaFormMode;
  lookup: (type: string) => FieldTypeDefinition<unknown> | undefined;
  t: (key: string, options?: Record<string, unknown>) => string;
  readOnlyOpacity: number;
  /** Undefined when windowing is off (or unsupported): every slot mounts. */
  tracker: ViewportTracker | undefined;
  initiallyMounted: ReadonlySet<string>;
  estimatedFieldHeight: number;
  slots: Map<string, SlotHandle>;
  onFieldCommit?: (address: string, phase: FieldCommitPhase) => void;
}

export const SchemaFormContext = createContext<SchemaFormContextValue | null>(null);

export function useSchemaFormContext(): SchemaFormContextValue {
  const value = useContext(SchemaFormContext);
  if (!value) throw new Error('Field views must be rendered inside <SchemaForm>.');
  return value;
}
