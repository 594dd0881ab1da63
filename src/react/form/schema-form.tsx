import { forwardRef, lazy, Suspense, useEffect, useImperativeHandle, useMemo, useRef, type ReactNode } from 'react';
import { FormProvider } from '@formily/react';
import type { FormController } from '../../core/form/controller';
import type { FormSession } from '../../core/form/session';
import type { FormSchemaError } from '../../core/form/interpreter/errors';
import type { FieldEntry } from '../../core/form/interpreter/interpret';
import { useRuntime, useT } from '../runtime/runtime-provider';
import { SchemaFormContext, type FieldCommitPhase, type SchemaFormContextValue, type SlotHandle } from './context';
import { FieldSlot } from './field-slot';
import { GroupView } from './group-view';
import { CodeLoading } from '../feedback/code-loading';
import { SchemaErrorPanel } from './schema-error-panel';
import { createSchemaFormHandle, registerHandle, type SchemaFormHandle } from './scroll';
import type { SchemaFormMode } from './types';
import type { FieldTypesLoading } from './use-form-session';
import { createViewportTracker, findScrollRoot, initialMountSet } from './viewport';
import './schema-form.css';

/** Props of {@link SchemaForm}. */
export interface SchemaFormProps {
  /** The headless form: a session (`createFormSession`), a `useFormSession` / `tryCreateFormSession` result, or a bare Formily adapter (tests). */
  controller: FormSession | FormController | FormSourceResult;
  /** @default 'edit' */
  mode?: SchemaFormMode;
  /**
   * Mount only the fields near the viewport (IntersectionObserver); the rest
   * keep their state in the controller. Off, or without IntersectionObserver,
   * every field mounts.
   * @default true
   */
  windowing?: boolean;
  /** Screens above and below the visible area whose fields stay mounted. @default 1 */
  overscanScreens?: number;
  /** Placeholder height of a full-width field that was never measured, in px. @default 76 */
  estimatedFieldHeight?: number;
  /** The element that scrolls the form. @default the nearest scrolling ancestor, else the viewport */
  scrollRoot?: Element | null;
  /**
   * Diagnostics: called for every React commit inside a field (React Profiler,
   * development builds only). Lets tests assert that typing re-renders one field.
   */
  onFieldCommit?: (address: string, phase: FieldCommitPhase) => void;
  /**
   * Codes (or addresses) of the groups that show folded (the node's `getNodePutAwayResult`): their title is a
   * disclosure the user opens; a field scrolled to (a validation error) opens its group.
   */
  foldedGroups?: readonly string[];
  className?: string;
}

// QA's replay recorder toggle (AppConfig.replayRecorder): its own chunk, loaded only when the key is on.
const RecordToggle = lazy(() => import('./record-toggle'));

const GROUP_HEADER_HEIGHT = 44;
const DEFAULT_FIELD_HEIGHT = 76;

/** A built session or controller, the schema error that prevented it, or its field types still loading. */
export type FormSourceResult =
  | { ok: true; session?: FormSession; controller: FormController }
  | { ok: false; error: FormSchemaError; loading?: undefined }
  | { ok: false; error?: undefined; loading: FieldTypesLoading };

interface FormSource {
  controller: FormController;
  session: FormSession | undefined;
}

function isController(value: SchemaFormProps['controller']): value is FormController {
  return 'form' in value && 'interpreted' in value && !('engine' in value);
}

function isSession(value: SchemaFormProps['controller']): value is FormSession {
  return 'engine' in value && 'controller' in value;
}

function sourceOf(value: SchemaFormProps['controller']): FormSource | { error: FormSchemaError } | { loading: FieldTypesLoading } {
  if (isSession(value)) return { controller: value.controller, session: value };
  if (isController(value)) return { controller: value, session: undefined };
  if (value.ok) return { controller: value.controller, session: value.session };
  return value.loading ? { loading: value.loading } : { error: value.error };
}

/**
 * Renders a form session with the registered field plugins.
 * A malformed schema (a failed `tryCreateFormSession` / `useFormSession`
 * result) shows the error panel with the JSON paths instead; while its field
 * types' code loads, a loading status (a failed load: the failure with Retry).
 *
 * Each field is its own observer (typing re-renders only that field) and,
 * with windowing on, mounts only near the viewport. The ref exposes
 * `scrollToField(path)` and `scrollToFirstError()`.
 *
 * @example
 * const built = useFormSession({ schema: detail.formDataInfo, values: detail.formData });
 * <SchemaForm ref={formRef} controller={built} mode="edit" />
 */
export const SchemaForm = forwardRef<SchemaFormHandle, SchemaFormProps>(function SchemaForm(props, ref) {
  const source = sourceOf(props.controller);
  if ('error' in source) return <SchemaErrorPanel error={source.error} />;
  if ('loading' in source) {
    return <CodeLoading failed={source.loading.failed} onRetry={source.loading.retry} className="sd-schema-form__loading" testId="schema-form" />;
  }
  return <FormView {...props} controller={source.controller} session={source.session} ref={ref} />;
});

interface FormViewProps extends Omit<SchemaFormProps, 'controller'> {
  controller: FormController;
  session: FormSession | undefined;
}

const FormView = forwardRef<SchemaFormHandle, FormViewProps>(function FormView(
  { controller, session, mode = 'edit', windowing = true, overscanScreens = 1, estimatedFieldHeight = DEFAULT_FIELD_HEIGHT, scrollRoot, onFieldCommit, foldedGroups, className },
  ref,
) {
  const runtime = useRuntime();
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const rootOverride = useRef(scrollRoot);
  rootOverride.current = scrollRoot;
  const slots = useMemo(() => new Map<string, SlotHandle>(), []);
  // Creating the tracker has no side effect (its IntersectionObserver starts on the first observe),
  // and a disposed tracker starts a fresh observer when observed again, so StrictMode is safe.
  const tracker = useMemo(
    () =>
      windowing && typeof IntersectionObserver === 'function'
        ? createViewportTracker({
            overscanScreens,
            getRoot: () => (rootOverride.current !== undefined ? rootOverride.current : findScrollRoot(container.current)),
          })
        : undefined,
    [windowing, overscanScreens],
  );
  useEffect(() => () => tracker?.dispose(), [tracker]);

  const { entries } = controller.interpreted;
  const children = useMemo(() => {
    const map = new Map<string, FieldEntry[]>();
    for (const entry of entries) {
      const key = entry.parentAddress ?? '';
      const list = map.get(key);
      if (list) list.push(entry);
      else map.set(key, [entry]);
    }
    return map;
  }, [entries]);

  const initiallyMounted = useMemo(() => {
    const viewport = typeof window !== 'undefined' && window.innerHeight > 0 ? window.innerHeight : 844;
    return initialMountSet(entries, {
      height: viewport * (1 + overscanScreens),
      fieldHeight: estimatedFieldHeight,
      groupHeaderHeight: GROUP_HEADER_HEIGHT,
    });
  }, [entries, overscanScreens, estimatedFieldHeight]);

  const registry = runtime.registry;
  const context = useMemo<SchemaFormContextValue>(
    () => ({
      controller,
      session,
      mode,
      lookup: (type) => registry.fields.get(type),
      t,
      readOnlyOpacity: runtime.config.readOnlyOpacity,
      tracker,
      initiallyMounted,
      estimatedFieldHeight,
      slots,
      onFieldCommit,
    }),
    [controller, session, mode, registry, t, runtime.config.readOnlyOpacity, tracker, initiallyMounted, estimatedFieldHeight, slots, onFieldCommit],
  );

  const handle = useMemo(() => createSchemaFormHandle(controller, slots), [controller, slots]);
  useImperativeHandle(ref, () => handle, [handle]);
  useEffect(() => registerHandle(controller, handle), [controller, handle]);

  // Reads Formily's observable field map, so a GroupView observer re-renders when a field inside is created or hidden.
  const isShown = (entry: FieldEntry): boolean => {
    const field = controller.form.fields[entry.address];
    if (field && field.display !== 'visible') return false;
    return !entry.container || (children.get(entry.address) ?? []).some(isShown);
  };

  const renderLevel = (parent: string): ReactNode =>
    (children.get(parent) ?? []).map((entry) => {
      if (entry.container) {
        const node = controller.node(entry.address);
        if (!node) return null;
        return (
          <GroupView key={entry.address} node={node} entry={entry} hasShownField={() => isShown(entry)} folded={Boolean(foldedGroups?.some((code) => code === entry.field.code || code === entry.address))}>
            {renderLevel(entry.address)}
          </GroupView>
        );
      }
      // A value field's Formily field is created when its slot first mounts it.
      return <FieldSlot key={entry.address} entry={entry} />;
    });

  return (
    <FormProvider form={controller.form}>
      <SchemaFormContext.Provider value={context}>
        <div ref={container} className={`sd-schema-form${className ? ` ${className}` : ''}`} data-mode={mode} data-testid="schema-form">
          {session && runtime.config.replayRecorder && (
            <Suspense fallback={null}>
              <RecordToggle session={session} />
            </Suspense>
          )}
          <div className="sd-form-grid">{renderLevel('')}</div>
        </div>
      </SchemaFormContext.Provider>
    </FormProvider>
  );
});
