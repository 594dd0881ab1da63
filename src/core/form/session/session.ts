/**
 * One form session: the wiring of the form runtime's modules around one
 * server form — interpreter, stored data + defaults + prefill, the headless
 * controller with compiled rules (live required state, table cells), the
 * linkage engine (server triggerMaps, local rules, cascade) applying its
 * patches in one batch, and validation of table rows. The create and detail
 * pages use it with the real transport; the replay engine can use it with a
 * scripted one (`request`) and observe patches through `onPatch`.
 */
import type { Disposer } from '../../bus';
import type { FieldTypeDefinition, ValueKind } from '../../registry';
import type { SessionUser } from '../../session/types';
import { createFormController, keepsStoredData, type FormController, type FormValidationResult, type PatchResult } from '../controller/controller';
import type { FieldView } from '../controller/view';
import { createCellRuleCache } from './cell-rules';
import { commitValues } from './commit';
import { applyDefaultValues, type DefaultValueContext } from '../data/defaults';
import { prefillFromModelAnalysis } from '../data/model-analysis';
import { isEmptyValue, isTableField, valueKindOf as kindOfType, valueKindResolver } from '../value-kind';
import { interpretFormSchema, type InterpretedForm, type Translate } from '../interpreter/interpret';
import { FormSchemaError } from '../interpreter/errors';
import { createLinkageEngine, type FieldChange, type FieldHookParams, type LinkageEngine, type LinkageRequest, type StagedResult, type TriggerFieldListEntry } from '../linkage/engine';
import type { LocalLinkageRule } from '../linkage/local-rules';
import { parseTableCellPath, tableCellPath } from '../linkage/paths';
import type { LinkageState } from '../linkage/types';
import type { PermissionSource } from '../permissions/resolve';
import { pruneSelectionByPatch } from '../options/patch';
import { parseCellKey, tableCellDisablePatch } from '../permissions/table';
import { compileRules } from '../rules/compile';
import type { FieldRuleServices } from '../rules/types';
import { tableColumnsOf } from '../rules/table';
import { ruleKinds } from '../rules/types';
import type { FieldState, FormPatch, NormalizedField, ValidationContext, Validator } from '../types';
import { keyRecord, ownValue } from '../keys/records';
import { isNestedDeeperThan, MAX_VALUE_DEPTH } from '../data/server-value';
import { isRecord } from '../../records';

/** Field types as the session needs them (a runtime `Registry` fits). */
export interface FormSessionRegistry {
  fields: { get(type: string): FieldTypeDefinition<unknown> | undefined };
}

/** Options of {@link createFormSession}. */
export interface FormSessionOptions {
  /** The server's `formDataInfo`, or an already interpreted form. */
  schema: unknown;
  registry: FormSessionRegistry;
  /** Translates rule messages, titles and linkage failures. */
  t: Translate;
  /** Stored form data (`formData`); never mutated. */
  values?: Readonly<Record<string, unknown>>;
  /**
   * Fill empty fields with their defaults (create page): the logged-in user
   * and its leaders. `false` or absent: no defaults (stored tickets).
   */
  defaults?: (Omit<DefaultValueContext, 'valueKindOf' | 'user'> & { user?: SessionUser & { userAlias?: string } }) | false;
  /** Values by field code (the `modelAnalysis` URL parameter, already parsed); they win over stored data and defaults. */
  prefill?: Readonly<Record<string, unknown>>;
  /** Current time in ms for date rules. @default Date.now */
  now?: () => number;
  /** Time zone offset in minutes for date rules. @default 480 */
  utcOffset?: number;
  /** What field plugins give the rules from the running app (the position check's map probe). @default none */
  ruleServices?: FieldRuleServices;
  /** The logged-in user (parent-user rules). */
  user?: { userId: string; userName: string };
  readOnly?: boolean;
  /**
   * Per-field editable lists: in a read-only form the fields that stay editable; for tables
   * also the cells spared by row-index disabling (column codes, or cell paths `table[2].col`).
   */
  editableFields?: Iterable<string>;
  /**
   * Row-index disabling of table cells (spec: "a cell can be disabled per row index, or for all
   * rows (-1), unless listed as editable"), by table path. A table without an entry uses its
   * `x-props.disabledRows`.
   */
  disabledRows?: Readonly<Record<string, readonly number[]>>;
  dataStatus?: number;
  permissions?: PermissionSource;
  /** Linkage; without `request` only local rules and the cascade run. */
  linkage?: {
    request?: LinkageRequest;
    processDefKey?: string;
    triggerFieldList?: readonly TriggerFieldListEntry[];
    /** Extra keys of linkFieldContent bodies (workOrderId, nodeId ...). */
    context?: Readonly<Record<string, unknown>> | (() => Readonly<Record<string, unknown>>);
    copying?: boolean | (() => boolean);
    /**
     * Dynamic-form rules configured for the form (spec "Dynamic-form rule": scenario form load
     * or field change, mode, conditions, field to trigger, operations), applied before the
     * server's answer. A rule that does not compile is left out and reported in `ruleErrors`.
     */
    localRules?: readonly LocalLinkageRule[];
    /** The form's field hooks; absent: fetched once with GET getAllFieldHook (needs `request`). */
    fieldHooks?: readonly FieldHookParams[];
  };
  /** Called after every patch the session applied (linkage, `applyPatch`). */
  onPatch?: (patch: FormPatch, session: FormSession) => void;
}

/** How one linkage event ended. */
export interface LinkageOutcome {
  /** Why the server part was skipped (`notTrigger`, `stale`, `copying` ...), or null. */
  skipped: string | null;
  /** Translated failure of the server part, or null. */
  error: string | null;
}

/**
 * Cascade: a dependent field's options follow its superior. Sent when a
 * superior gets a value (`load`: load now) and on form load for every filled
 * superior (`load` false: the first focus loads with it).
 */
export interface OptionLoadRequest {
  /** The dependent field. */
  path: string;
  /** Its superior field. */
  superior: string;
  /** The superior's current value (the option query's parameter). */
  superiorValue: unknown;
  load: boolean;
}

/** A built session. */
export interface FormSession {
  readonly controller: FormController;
  readonly interpreted: InterpretedForm;
  readonly engine: LinkageEngine;
  /** Values the form started with (stored data, defaults, prefill). */
  readonly initialValues: Readonly<Record<string, unknown>>;
  /**
   * The form is being filled in for a ticket not submitted yet (no `dataStatus`, or a draft's negative one), where
   * fields may fill themselves in (POSITION's auto position); a submitted ticket's form never does.
   */
  readonly filling: boolean;
  /** Why a dynamic-form rule of `linkage.localRules` was left out (one message per rule). */
  readonly ruleErrors: readonly string[];
  /** Value kind of a field: the registered plugin's, else the server type's. */
  valueKindOf(field: NormalizedField): ValueKind;
  /**
   * The typed view state of a field (value, display, pattern, required, errors, option patch,
   * cascade query, cell states) that field plugins read and subscribe to; undefined when unknown.
   */
  field(path: string): FieldView | undefined;
  /** Messages of a table's cells by cell address (`table[row].column`), from its compiled cell rules. */
  cellErrors(tablePath: string): Promise<Record<string, string>>;
  /** Current values and field states, as the linkage engine reads them. */
  linkageState(): LinkageState;
  /**
   * Applies a patch in one batch (recording table-cell states), clearing selected values that an
   * option patch in it disallows, and notifies `onPatch`.
   */
  applyPatch(patch: FormPatch): PatchResult;
  /** Form load: LOADING rules and call, initial cascade. */
  load(): Promise<LinkageOutcome>;
  /**
   * A field changed (the form already holds the new value): its local rules, cascade and
   * linkFieldContent call, and its field hooks (each skipped without dirtCode). The outcome is the
   * linkage's; a failed hook shows as its `error` when the linkage has none.
   */
  change(change: string | FieldChange): Promise<LinkageOutcome>;
  /** Runs a field hook. */
  fieldHook(params: FieldHookParams): Promise<LinkageOutcome>;
  /**
   * Calls `listener` with every cascade option request; the session also hands each one to the
   * dependent's picker through `controller.setOptionQuery`.
   */
  subscribeOptionLoads(listener: (request: OptionLoadRequest) => void): Disposer;
  /** Runs `change` for every value the user (or `setValue`) changes, until disposed. */
  watch(): Disposer;
  /** Validates the fields and the rows of table fields. */
  validate(): Promise<FormValidationResult>;
  /** Values to submit: hidden fields dropped, each value normalised by its plugin's `commitValue` (finished and closed orders: stored data as is). */
  getSubmitValues(): Record<string, unknown>;
  /** Everything typed so far (drafts keep hidden fields too), normalised by `commitValue`. */
  getDraftValues(): Record<string, unknown>;
  dispose(): void;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Builds a session. Throws `FormSchemaError` for a malformed schema; see
 * {@link tryCreateFormSession}.
 *
 * @example
 * const session = createFormSession({ schema: detail.formDataInfo, values: detail.formData, registry: runtime.registry,
 *   t: runtime.i18n.t, linkage: { request: createLinkageRequest(runtime.request), processDefKey } });
 * const stop = session.watch(); await session.load();
 */
export function createFormSession(options: FormSessionOptions): FormSession {
  const { registry, t } = options;
  let interpreted: InterpretedForm;
  if (options.schema && typeof options.schema === 'object' && 'byPath' in options.schema && 'entries' in options.schema) {
    interpreted = options.schema as InterpretedForm;
  } else {
    const result = interpretFormSchema(options.schema, { registry, t });
    if (!result.ok) throw result.error;
    interpreted = result.form;
  }
  const form = interpreted;
  const utcOffset = options.utcOffset ?? 480;
  const now = options.now ?? Date.now;
  const fieldTypes = registry.fields;
  const valueKindOf = valueKindResolver(fieldTypes);
  const cellKindOf = (type: string): ValueKind => kindOfType(type, fieldTypes);
  const isTable = (field: NormalizedField): boolean => isTableField(field, fieldTypes);
  const kindsOf = (type: string) => registry.fields.get(type.toUpperCase())?.ruleKinds;
  const titleOf = (code: string): string | undefined => form.byPath.get(code)?.title;

  // Stored data is server data: anything but a plain object (a list, a string) is no values.
  let values: Record<string, unknown> = readStoredValues(options.values);
  if (options.defaults) {
    const { user, ...rest } = options.defaults;
    values = applyDefaultValues(form.fields, values, { ...rest, user, valueKindOf, fieldTypes });
  }
  if (options.prefill && Object.keys(options.prefill).length > 0) {
    values = { ...values, ...prefillFromModelAnalysis(form.fields, options.prefill, valueKindOf, fieldTypes) };
  }
  const initialValues = structuredClone(values);

  const cellRules = createCellRuleCache({ utcOffset, titleOf, kindsOf, valueKindOf: cellKindOf, fieldTypes });
  /** Rule kinds of a table field without `tableCells`: the session runs the cached cell rules itself. */
  const tableKinds = (field: NormalizedField): string[] => (registry.fields.get(field.pluginType ?? field.type)?.ruleKinds ?? ruleKinds).filter((kind) => kind !== 'tableCells');
  const runsCellRules = (field: NormalizedField): boolean => {
    const kinds = registry.fields.get(field.pluginType ?? field.type)?.ruleKinds;
    return !kinds || kinds.includes('tableCells');
  };
  const cellsOf = (path: string) => controller.view(path)?.cells ?? {};

  // Rules are compiled when the field is validated, so linkage changes to required flags and
  // table cells count. Required itself is the controller's live check.
  const ruleValidator =
    (field: NormalizedField): Validator =>
    async (value, vctx) => {
      const table = isTable(field);
      const compiled = compileRules(vctx.field, {
        valueKind: valueKindOf(field),
        kinds: table ? tableKinds(field) : registry.fields.get(field.pluginType ?? field.type)?.ruleKinds,
        kindsOf,
        fieldTypes,
        required: table ? vctx.field.required : false,
        utcOffset,
        titleOf,
        valueKindOf: cellKindOf,
        mapAvailable: options.ruleServices?.mapAvailable,
      });
      for (const validate of compiled) {
        const message = await validate(value, vctx);
        if (message) return message;
      }
      // A table's cells: one message for the table, each cell's own in `cellErrors`.
      if (table && runsCellRules(field) && Array.isArray(value)) {
        const errors = await cellRules(field, cellsOf(field.path)).validateRows(value, vctx);
        if (Object.keys(errors).length > 0) return t('rules.tableInvalid');
      }
      return undefined;
    };

  // Per-field editable lists come from configuration or the server: codes only, whatever else it holds.
  const editableList = readCodes(options.editableFields);
  const controller = createFormController({
    form,
    context: { t, now, user: options.user },
    values,
    readOnly: options.readOnly,
    editableFields: editableList,
    dataStatus: options.dataStatus,
    permissions: options.permissions,
    validators: (field) => [ruleValidator(field)],
  });

  const linkage = options.linkage ?? {};
  // Rules are server data: one malformed rule must not cost the form its other rules.
  const ruleErrors: string[] = [];
  const engine = createLinkageEngine({
    fields: form.fields,
    t,
    request: linkage.request,
    processDefKey: linkage.processDefKey,
    triggerFieldList: linkage.triggerFieldList,
    copying: linkage.copying,
    context: linkage.context,
    localRules: linkage.localRules,
    onLocalRuleError: (message) => ruleErrors.push(message),
    fieldHooks: linkage.fieldHooks,
    compile: { valueKind: valueKindOf, fieldTypes },
    cascade: { valueKind: valueKindOf, fieldTypes },
  });

  let disposed = false;
  // Values the session itself writes (linkage patches) must not count as user changes.
  let applying = 0;

  // Every path is listed, but a state is read when it is used: reading one creates that field's Formily field.
  const collectFieldStates = (): Record<string, FieldState> => {
    const fieldStates = keyRecord<FieldState>();
    const cellPaths: string[] = [];
    for (const [table, cells] of controller.cellPatches()) {
      for (const key of Object.keys(cells)) {
        const cell = parseCellKey(key);
        if (cell) cellPaths.push(tableCellPath(table, cell.rowNum, cell.columnCode));
      }
    }
    for (const path of [...form.entries.map((entry) => entry.field.path), ...cellPaths]) {
      if (Object.prototype.hasOwnProperty.call(fieldStates, path)) continue;
      let state: FieldState | undefined;
      Object.defineProperty(fieldStates, path, { enumerable: true, configurable: true, get: () => (state ??= controller.getState(path)) });
    }
    return fieldStates;
  };
  // Read on first use: a change in a field that no rule, cascade or trigger watches must neither
  // collect the state of every field (in a 1000-field form that was most of a keystroke's time) nor
  // copy every value (a 500-row table). A server call reads the values once it knows the field is a
  // trigger, so it sends the form as it is then.
  const linkageState = (): LinkageState => {
    let values: Record<string, unknown> | undefined;
    let fieldStates: Record<string, FieldState> | undefined;
    return {
      get values() {
        return (values ??= controller.getValues());
      },
      get fieldStates() {
        return (fieldStates ??= collectFieldStates());
      },
    };
  };

  // A linkage option patch that disallows selected values clears them in the same batch, so the
  // rule holds for fields whose picker is not mounted (windowed forms) and for headless sessions.
  const withPrunedSelections = (patch: FormPatch): FormPatch => {
    let out = patch;
    for (const [path, fieldPatch] of Object.entries(patch)) {
      if (!fieldPatch.options || parseTableCellPath(path)) continue;
      const field = form.byPath.get(path);
      const kind = field ? valueKindOf(field) : undefined;
      if (kind !== 'single' && kind !== 'multi') continue;
      const value = 'value' in fieldPatch ? fieldPatch.value : controller.getState(path)?.value;
      const pruned = pruneSelectionByPatch(value, fieldPatch.options, kind);
      if (pruned === value) continue;
      if (out === patch) out = { ...patch };
      out[path] = { ...fieldPatch, value: pruned };
    }
    return out;
  };

  // A value in a patch is server data (a linkage answer's setValueList, a field hook): one nested deeper than any
  // field's would overflow every later copy of the values (toJS, structuredClone), so it is left out and logged.
  const withoutDeepValues = (patch: FormPatch): FormPatch => {
    let out = patch;
    for (const [path, fieldPatch] of Object.entries(patch)) {
      if (!('value' in fieldPatch) || !isNestedDeeperThan(fieldPatch.value)) continue;
      console.warn(`[form] linkage value of ${JSON.stringify(path)} is nested deeper than ${MAX_VALUE_DEPTH} levels; left out`);
      if (out === patch) out = { ...patch };
      const { value: _value, ...rest } = fieldPatch;
      out[path] = rest;
    }
    return out;
  };

  const applyPatch = (given: FormPatch): PatchResult => {
    if (disposed || Object.keys(given).length === 0) return { applied: [], unknown: [] };
    const patch = withPrunedSelections(withoutDeepValues(given));
    applying++;
    let result: PatchResult;
    try {
      result = controller.applyPatch(patch);
    } finally {
      applying--;
    }
    options.onPatch?.(patch, session);
    return result;
  };

  const optionLoadListeners = new Set<(request: OptionLoadRequest) => void>();
  const requestOptions = (paths: readonly string[], load: boolean, only?: (value: unknown) => boolean) => {
    for (const path of paths) {
      const superior = engine.cascade?.superiorOf(path);
      if (!superior) continue;
      const superiorValue = controller.getState(superior)?.value;
      if (only && !only(superiorValue)) continue;
      const request: OptionLoadRequest = { path, superior, superiorValue, load };
      controller.setOptionQuery(path, { superiorValue, load });
      for (const listener of [...optionLoadListeners]) listener(request);
    }
  };

  const settle = async (start: () => StagedResult): Promise<LinkageOutcome> => {
    if (disposed) return { skipped: 'disposed', error: null };
    const staged = start();
    applyPatch(staged.immediate.patch);
    requestOptions(staged.immediate.loadOptionsFor, true);
    try {
      const result = await staged.settled;
      if (!disposed) {
        applyPatch(result.patch);
        requestOptions(result.loadOptionsFor, true);
      }
      return { skipped: result.skipped ?? null, error: null };
    } catch (error) {
      return { skipped: null, error: errorMessage(error) };
    }
  };

  // The hooks of a changed field run one after the other: the engine supersedes a hook call by a newer one for the same field.
  const runHooks = async (change: string | FieldChange): Promise<string | null> => {
    let hooks: FieldHookParams[];
    try {
      hooks = await engine.hooksOf(change);
    } catch (error) {
      return errorMessage(error);
    }
    let failure: string | null = null;
    for (const hook of hooks) failure ??= (await session.fieldHook(hook)).error;
    return failure;
  };

  const tableErrors = async (field: NormalizedField, rows: readonly unknown[]): Promise<Record<string, string>> => {
    const vctx: ValidationContext = { values: controller.getValues(), field, t, now: now(), user: options.user };
    return cellRules(field, cellsOf(field.path)).validateRows(rows, vctx);
  };

  const validateCells = async (): Promise<Record<string, string[]>> => {
    const errors = keyRecord<string[]>();
    for (const entry of form.entries) {
      const field = entry.field;
      if (!isTable(field) || !runsCellRules(field)) continue;
      const state = controller.getState(field.path);
      if (!state || !state.visible || state.readOnly || state.disabled || !Array.isArray(state.value)) continue;
      for (const [path, message] of Object.entries(await tableErrors(field, state.value))) errors[path] = [message];
    }
    return errors;
  };

  const lookup = (type: string) => registry.fields.get(type);

  const session: FormSession = {
    controller,
    interpreted: form,
    engine,
    initialValues,
    filling: options.dataStatus === undefined || options.dataStatus < 0,
    ruleErrors,
    valueKindOf,
    field: (path) => controller.view(path),
    async cellErrors(tablePath) {
      const field = form.byPath.get(tablePath);
      const rows = controller.getState(tablePath)?.value;
      if (!field || !runsCellRules(field) || !Array.isArray(rows)) return {};
      return tableErrors(field, rows);
    },
    linkageState,
    applyPatch,
    load() {
      // settle applies the form-load patch before it first waits: the filled superiors are final then.
      const outcome = settle(() => engine.load(linkageState()));
      if (!disposed) requestOptions(engine.cascade?.dependents ?? [], false, (value) => !isEmptyValue(value));
      return outcome;
    },
    async change(change) {
      const linkage = settle(() => engine.change(change, linkageState()));
      const hooks = disposed ? Promise.resolve(null) : runHooks(change);
      const [outcome, hookError] = await Promise.all([linkage, hooks]);
      return outcome.error || !hookError ? outcome : { ...outcome, error: hookError };
    },
    async fieldHook(params) {
      if (disposed) return { skipped: 'disposed', error: null };
      try {
        const result = await engine.fieldHook(params, linkageState());
        if (!disposed) {
          applyPatch(result.patch);
          requestOptions(result.loadOptionsFor, true);
        }
        return { skipped: result.skipped ?? null, error: null };
      } catch (error) {
        return { skipped: null, error: errorMessage(error) };
      }
    },
    subscribeOptionLoads(listener) {
      optionLoadListeners.add(listener);
      return () => {
        optionLoadListeners.delete(listener);
      };
    },
    watch() {
      return controller.subscribe((change) => {
        if (change.type !== 'value' || applying > 0 || disposed) return;
        for (const path of change.paths) void session.change(path);
      });
    },
    async validate() {
      const result = await controller.validate();
      const errors = Object.assign(keyRecord<string[]>(), result.errors, await validateCells());
      return { valid: Object.keys(errors).length === 0, errors };
    },
    getSubmitValues() {
      const values = controller.getSubmitValues();
      return keepsStoredData(options.dataStatus) ? values : commitValues(values, form.entries, lookup);
    },
    getDraftValues: () => commitValues(controller.getValues(), form.entries, lookup),
    dispose() {
      if (disposed) return;
      disposed = true;
      optionLoadListeners.clear();
      engine.dispose();
      controller.dispose();
    },
  };
  // Row-index disabling of table cells, recorded like linkage cell states (validation skips those cells).
  for (const entry of form.entries) {
    const field = entry.field;
    if (!isTable(field)) continue;
    const rows = readRowNumbers(ownValue(options.disabledRows, field.path) ?? field.xProps?.disabledRows);
    if (rows.length === 0) continue;
    applyPatch(tableCellDisablePatch({ tableCode: field.path, columns: tableColumnsOf(field).map((column) => column.code), rows, editable: editableList }));
  }
  return session;
}

/**
 * A copy of the stored data (`formData`): a plain object's own entries (`__proto__` stays data). A
 * value nested deeper than any field's (`MAX_VALUE_DEPTH`) is left out and logged, as malformed
 * permission answers are: the copy would overflow the stack, and the field starts empty while the
 * others keep their data.
 */
function readStoredValues(given: unknown): Record<string, unknown> {
  if (!isRecord(given)) return {};
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(given)) {
    const value = given[key];
    if (isNestedDeeperThan(value)) {
      console.warn(`[form] stored value of ${JSON.stringify(key)} is nested deeper than ${MAX_VALUE_DEPTH} levels; left out`);
      continue;
    }
    Object.defineProperty(copy, key, { value: structuredClone(value), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/** The field codes of an editable list (an iterable of codes, or one code; other entries and inputs are no codes). */
function readCodes(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || typeof (value as Iterable<unknown>)[Symbol.iterator] !== 'function') return [];
  return [...(value as Iterable<unknown>)].filter((code): code is string => typeof code === 'string');
}

/** Row numbers of a `disabledRows` setting (numbers or numeric strings; -1 = every row). */
function readRowNumbers(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return list.map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v)).filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v >= -1);
}

/** `createFormSession` returning a result instead of throwing on a malformed schema. */
export function tryCreateFormSession(options: FormSessionOptions): { ok: true; session: FormSession } | { ok: false; error: FormSchemaError } {
  try {
    return { ok: true, session: createFormSession(options) };
  } catch (error) {
    if (error instanceof FormSchemaError) return { ok: false, error };
    return { ok: false, error: new FormSchemaError([{ path: '(root)', message: `form could not be built: ${errorMessage(error)}` }]) };
  }
}
