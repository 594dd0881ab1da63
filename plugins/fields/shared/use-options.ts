import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { toJS } from '@formily/reactive';
import type { ValueKind } from '@core/registry';
import type { OptionPatch } from '@core/form/types';
import { useFieldView } from '@react/form';
import { createOptionSource, createRequestDeduper, pruneSelection, type OptionSource, type OptionSourceState, type RequestDeduper } from '@core/form/options';
import { useFieldEnv } from './field-env';
import { rememberLabels } from './options';

// One deduper per runtime: identical concurrent option calls of different fields (50 selects on one
// dictionary) share one request. Keyed by the runtime instance, so two runtimes (or tests) share nothing.
const dedupers = new WeakMap<object, RequestDeduper>();
function deduperOf(runtime: object): RequestDeduper {
  let deduper = dedupers.get(runtime);
  if (!deduper) {
    deduper = createRequestDeduper();
    dedupers.set(runtime, deduper);
  }
  return deduper;
}

/** Option-source props shared by every option picker. */
export interface OptionSourceProps {
  /** Option-source x-props (dataSource, dataType, apiStr, directoryValue ...), see `pickSourceProps`. */
  source?: Record<string, unknown>;
  /**
   * A ready option source (tests, stories, table columns sharing one).
   * When given, `source` is ignored and the caller owns its disposal.
   */
  optionSource?: OptionSource;
  /**
   * Linkage option patch of the field (show / hide / showPrepend / showAll /
   * add / change). @default inside a SchemaForm, the field view's `optionPatch`
   */
  optionPatch?: OptionPatch;
}

/** What {@link useOptions} returns. */
export interface UseOptionsResult {
  source: OptionSource;
  state: OptionSourceState;
  /** Labels of every option seen so far, by value. */
  labels: ReadonlyMap<string, string>;
}

/** Options of {@link useOptions}. */
export interface UseOptionsConfig extends OptionSourceProps {
  /** Server type (decides tree options). */
  type: string;
  /** Current field value: deleted entries stay visible while selected. */
  value: unknown;
  /**
   * Load at once when the value is not empty, so the trigger can show its
   * labels (otherwise options load on first open). @default true
   */
  loadForValue?: boolean;
}

/**
 * The option source of a picker: built from `source` with the runtime's
 * request client (or the injected one), subscribed, with the linkage patch
 * and the selection applied. Load failures are shown in a toast (form-widgets §8).
 */
export function useOptions(config: UseOptionsConfig): UseOptionsResult {
  const { runtime, t } = useFieldEnv();
  const { type, source: sourceProps, optionSource, optionPatch, value, loadForValue = true } = config;
  const sourceKey = optionSource ? '' : JSON.stringify(sourceProps ?? {});
  const owned = useMemo(
    () => (optionSource ? undefined : createOptionSource({ type, xProps: sourceProps ?? {} }, { request: runtime.request, t: (key, options) => runtime.i18n.t(key, options), deduper: deduperOf(runtime), fieldTypes: runtime.registry.fields })),
    // The source is rebuilt only when its description changes, not on every new props object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [optionSource, type, sourceKey, runtime],
  );
  const source = (optionSource ?? owned) as OptionSource;

  // Disposal is deferred one tick: StrictMode's unmount/remount of effects must not kill the memoised source.
  const pendingDispose = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!owned) return undefined;
    if (pendingDispose.current !== undefined) clearTimeout(pendingDispose.current);
    pendingDispose.current = undefined;
    return () => {
      pendingDispose.current = setTimeout(() => owned.dispose(), 0);
    };
  }, [owned]);

  const state = useSyncExternalStore(source.subscribe, source.getState, source.getState);

  // Inside a SchemaForm the session keeps linkage option patches in the field's view (`optionPatch`,
  // bumped `optionPatchVersion`); an explicit prop wins.
  const view = useFieldView();
  useEffect(() => {
    if (optionPatch !== undefined || !view) {
      source.setPatch(optionPatch);
      return undefined;
    }
    return view.subscribe((v) => v.optionPatchVersion, () => source.setPatch(toJS(view.optionPatch)), { fireImmediately: true });
  }, [source, optionPatch, view]);

  // Cascade: the session hands a dependent field its superior's value (`optionQuery`, bumped
  // `optionQueryVersion`); the source queries with it, and reloads at once when the superior changed.
  // The query found at mount only sets the parameter (options still load on first focus).
  useEffect(() => {
    if (!view) return undefined;
    let mounted = false;
    return view.subscribe(
      (v) => v.optionQueryVersion,
      () => {
        const query = toJS(view.optionQuery);
        if (query) void source.setSuperiorValue(query.superiorValue, { load: mounted && query.load });
        mounted = true;
      },
      { fireImmediately: true },
    );
  }, [source, view]);

  const valueKey = JSON.stringify(value ?? null);
  useEffect(() => {
    source.setSelected(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, valueKey]);

  const hasValue = valueKey !== 'null' && valueKey !== '""' && valueKey !== '[]';
  useEffect(() => {
    if (loadForValue && hasValue) void source.ensureLoaded();
  }, [source, loadForValue, hasValue]);

  // Each new failure is toasted once (a language switch must not repeat it).
  useEffect(() => {
    if (state.error) runtime.bus.emit('toast:show', { type: 'error', message: state.error || t('options.loadFailed') });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.error, runtime]);

  const cache = useRef(new Map<string, string>());
  rememberLabels(cache.current, state.options);
  return { source, state, labels: cache.current };
}

/**
 * Clears selected values that are no longer in the allowed option list
 * (form-widgets §4), once the list is complete. Only editable fields are
 * pruned; read-only ones keep what was stored.
 */
export function usePruneSelection(state: OptionSourceState, value: unknown, valueKind: ValueKind, enabled: boolean, onChange: ((value: never) => void) | undefined): void {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (!enabled || !state.complete) return;
    const pruned = pruneSelection(value, state.options, valueKind);
    if (pruned !== value) (onChangeRef.current as ((v: unknown) => void) | undefined)?.(pruned);
  }, [enabled, state, value, valueKind]);
}
