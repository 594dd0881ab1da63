import type { Field, Form, GeneralField, FieldPatternTypes } from '@formily/core';
import { batch, observable, toJS } from '@formily/reactive';
import { FormPath } from '@formily/shared';
import type { Disposer } from '../../bus';
import { OrderStatus, type FieldState, type FieldStatePatch, type FormPatch, type NormalizedField, type Validator } from '../types';
import { FORM_ITEM_DECORATOR, UNKNOWN_COMPONENT, type FieldEntry, type InterpretedForm, type Translate } from '../interpreter/interpret';
import { resolvePermissions, type PermissionSource, type ResolvedPermissions } from '../permissions/resolve';
import { parseCellPath, resolveCellPatch } from '../permissions/table';
import { usesSavedDisplay } from '../options/patch';
import { keyRecord, ownValue, toKeyRecord } from '../keys/records';
import { readCell, writeCell } from './cells';
import { cloneValues, createKeyedForm } from './keyed-form';
import { buildValidators } from './validators';
import { createExtras, createFieldView, type FieldExtras, type FieldPattern, type FieldView, type OptionQuery } from './view';
import { isRecord } from '../../records';

export type { OptionQuery } from './view';

/** What validators and messages need from the page. */
export interface FormControllerContext {
  t: Translate;
  /** Current time in ms. @default Date.now */
  now?: () => number;
  user?: { userId: string; userName: string };
}

export interface FormControllerOptions {
  /** The interpreted server form (the session interprets it once). */
  form: InterpretedForm;
  context: FormControllerContext;
  /** Stored form data (`formData`); copied, never mutated. */
  values?: Readonly<Record<string, unknown>>;
  /** Read-only form mode: every field read-only except `editableFields`. @default false */
  readOnly?: boolean;
  /** Order status (`dataStatus`); decides submit data and saved display values. */
  dataStatus?: number;
  /** The order permission response, or the error of a failed permission request. */
  permissions?: PermissionSource;
  /** Field paths that stay editable in read-only form mode. */
  editableFields?: Iterable<string>;
  /** Validators per field (the session's compiled rules plug in here). Required checks are built in. */
  validators?: (field: NormalizedField) => Validator[];
}

/** Result of `applyPatch`: which paths were applied and which matched no field. */
export interface PatchResult {
  applied: string[];
  unknown: string[];
}

export interface FormValidationResult {
  valid: boolean;
  /** Error messages by field path (hidden and non-editable fields are not validated). */
  errors: Record<string, string[]>;
}

/** A change notification: user input or `setValue` (`value`), `applyPatch` (`patch`), `validate`. */
export interface FormChange {
  type: 'value' | 'patch' | 'validate';
  paths: string[];
}

export type FormChangeListener = (change: FormChange) => void;

/**
 * Headless model of one dynamic form. Containers are Formily fields from the
 * start; a value field becomes one on first use (mounted by the UI, read,
 * patched, set or validated), so a long form does not pay for fields nobody
 * has reached. Values live in the form either way.
 */
export interface FormController {
  /** The Formily form; look fields up with `node`, which creates them on first use. */
  readonly form: Form;
  readonly interpreted: InterpretedForm;
  /** Top-level fields in display order. */
  readonly fields: readonly NormalizedField[];
  readonly permissions: ResolvedPermissions;
  readonly dataStatus?: number;
  getField(path: string): NormalizedField | undefined;
  /** The Formily field at an address (or data path), created on first use; undefined when unknown. */
  node(path: string): GeneralField | undefined;
  /** The typed view state of a field (data path or address); undefined when unknown. */
  view(path: string): FieldView | undefined;
  /** Cell states of every table, by table path (`${rowNum}.${columnCode}` keys). */
  cellPatches(): ReadonlyMap<string, FieldExtras['cells']>;
  /** Whether the field at an address is displayed. Reactive: an observer re-renders when it changes, also before the field exists. */
  isVisible(path: string): boolean;
  /** State of a field (data path or Formily address) or a table cell (`table[row].column`); undefined when unknown. */
  getState(path: string): FieldState | undefined;
  /** A copy of all values (stored data included). */
  getValues(): Record<string, unknown>;
  /** Sets one value (a field or a table cell); false when the path is unknown or has no value. */
  setValue(path: string, value: unknown): boolean;
  /** Applies every entry in one batch; unknown paths are skipped and reported. */
  applyPatch(patch: FormPatch): PatchResult;
  /**
   * Hands a field's option picker its cascade query: kept in the field's view
   * (`optionQuery`, `optionQueryVersion` bumped), where the picker reads it when
   * mounted or later. False when the path is unknown.
   */
  setOptionQuery(path: string, query: OptionQuery): boolean;
  validate(): Promise<FormValidationResult>;
  /** Values to send before plugins normalise them: finished (20) and closed (40) orders keep stored data as is; other orders drop hidden fields. */
  getSubmitValues(options?: { dataStatus?: number }): Record<string, unknown>;
  subscribe(listener: FormChangeListener): Disposer;
  dispose(): void;
}

interface FieldRecord {
  entry: FieldEntry;
  /** The Formily field; for value fields created on first use (`materialize`). */
  node?: GeneralField;
  /** Flags set by patches; the Formily pattern is derived from them. */
  readOnly: boolean;
  disabled: boolean;
  /** Listed in `editableFields` of a read-only form. */
  forceEditable: boolean;
  /** Explicit saved-display flag from a patch (otherwise derived from dataStatus and read-only). */
  savedDisplay?: boolean;
  /** Option patch, cascade query and cell states (created on first use). */
  extras?: FieldExtras;
  view?: FieldView;
}

const KEEP_STORED_DATA = new Set<number>([OrderStatus.FINISHED, OrderStatus.CLOSED]);

/** Finished (20) and closed (40) orders send their stored data as is. */
export function keepsStoredData(status: number | undefined): boolean {
  return status !== undefined && KEEP_STORED_DATA.has(status);
}


/**
 * Builds the headless form of an interpreted server form (the session's internal Formily adapter):
 * creates the containers' Formily fields and keeps a record per value field whose Formily field is
 * created on first use (validation, patches and reads create it, so they work for fields the UI never
 * mounted), then applies permissions and the read-only mode.
 */
export function createFormController(options: FormControllerOptions): FormController {
  const interpreted = options.form;
  const { t } = options.context;
  const now = options.context.now ?? Date.now;
  const dataStatus = options.dataStatus;

  const form = createKeyedForm(cloneValues(options.values));
  if (options.readOnly) form.pattern = 'readPretty';
  const editable = new Set(options.readOnly ? (options.editableFields ?? []) : []);

  const records: FieldRecord[] = [];
  const index = new Map<string, FieldRecord[]>();
  const remember = (key: string, record: FieldRecord) => {
    const list = index.get(key);
    if (!list) index.set(key, [record]);
    else if (!list.includes(record)) list.push(record);
  };
  const validatorEnv = { form, t, now, user: options.context.user, validators: options.validators };

  // Which value fields exist as Formily fields; observers (the UI's field slots) read it to notice a field's creation.
  const created = observable.shallow<Record<string, boolean>>(keyRecord());

  const createNode = (record: FieldRecord): GeneralField => {
    const { entry } = record;
    const { field } = entry;
    const componentName = field.pluginType ?? UNKNOWN_COMPONENT;
    const base = {
      name: field.code,
      basePath: entry.parentAddress,
      title: field.title,
      component: [componentName, { ...field.props }],
    };
    if (entry.kind === 'void') return form.createVoidField(base);
    // The validators close over the field that is being created from them.
    const holder: { field?: Field } = {};
    const props = {
      ...base,
      decorator: [FORM_ITEM_DECORATOR, { width: field.width, title: field.title }],
      validator: buildValidators(validatorEnv, field, () => holder.field as Field),
    };
    // Multi-value fields are plain Fields too: Formily's createArrayField writes [] into absent values,
    // and stored data of finished orders must come back as is. The UI's createArrayField re-uses them.
    holder.field = form.createField(props);
    return holder.field;
  };

  /**
   * The record's Formily field, created (with the saved-display flag of its mode) on first use. Create it
   * outside an observer's render: Formily subscribes the running reaction to what the construction reads.
   */
  const materialize = (record: FieldRecord): GeneralField => {
    if (record.node) return record.node;
    let node: GeneralField | undefined;
    batch(() => {
      node = createNode(record);
      record.node = node;
      if (record.forceEditable) node.pattern = 'editable';
      if (record.entry.kind !== 'void') {
        syncSavedDisplayOf(record);
        created[record.entry.address] = true;
      }
    });
    return node as GeneralField;
  };

  const asField = (record: FieldRecord): Field | undefined => (record.entry.kind === 'void' ? undefined : (materialize(record) as Field));

  for (const entry of interpreted.entries) {
    const record: FieldRecord = { entry, readOnly: false, disabled: false, forceEditable: editable.has(entry.field.path) || editable.has(entry.address) };
    records.push(record);
    remember(entry.field.path, record);
    remember(entry.address, record);
  }
  // Containers decide their children's display and pattern: they exist from the start.
  batch(() => {
    for (const record of records) if (record.entry.kind === 'void') materialize(record);
  });

  const lookupRecords = (path: string): FieldRecord[] => index.get(path) ?? [];

  const effectiveReadOnly = (record: FieldRecord) => {
    const { pattern } = materialize(record);
    return pattern === 'readPretty' || pattern === 'readOnly';
  };

  /** Displayed: the field's own display, or (before it exists, when it has none of its own) its container's or the form's. */
  const visibleRecord = (record: FieldRecord): boolean => {
    if (created[record.entry.address] || record.node) return materialize(record).display === 'visible';
    const parent = record.entry.parentAddress ? lookupRecords(record.entry.parentAddress)[0] : undefined;
    return parent ? visibleRecord(parent) : form.display === 'visible';
  };

  const syncPattern = (record: FieldRecord) => {
    let pattern: FieldPatternTypes | undefined;
    if (record.readOnly) pattern = 'readPretty';
    else if (record.disabled) pattern = 'disabled';
    else if (record.forceEditable) pattern = 'editable';
    // Undefined inherits the container's or the form's pattern, so a read-only form stays read-only.
    materialize(record).pattern = pattern as FieldPatternTypes;
  };

  let explicitSavedDisplay = false;
  function syncSavedDisplayOf(record: FieldRecord) {
    if (dataStatus !== OrderStatus.FINISHED && !explicitSavedDisplay) return;
    const field = record.entry.kind === 'void' ? undefined : (record.node as Field | undefined);
    if (!field) return;
    const wanted = record.savedDisplay ?? usesSavedDisplay(dataStatus, effectiveReadOnly(record));
    const current = (field.componentProps as Record<string, unknown> | undefined)?.useSavedDisplay;
    if (current === wanted || (current === undefined && !wanted)) return;
    field.setComponentProps({ useSavedDisplay: wanted });
  }
  // Fields that do not exist yet get the flag when they are created.
  const syncSavedDisplay = () => records.forEach(syncSavedDisplayOf);

  const extrasOf = (record: FieldRecord): FieldExtras => (record.extras ??= createExtras());

  const setOptionPatch = (record: FieldRecord, patch: NonNullable<FieldStatePatch['options']>) => {
    const extras = extrasOf(record);
    extras.optionPatch = patch;
    extras.optionPatchVersion += 1;
  };

  const applyFieldPatch = (record: FieldRecord, patch: FieldStatePatch) => {
    const field = asField(record);
    if (patch.visible !== undefined) materialize(record).display = patch.visible ? 'visible' : 'hidden';
    if (patch.readOnly !== undefined || patch.disabled !== undefined) {
      if (patch.readOnly !== undefined) record.readOnly = patch.readOnly;
      if (patch.disabled !== undefined) record.disabled = patch.disabled;
      syncPattern(record);
    }
    if (patch.useSavedDisplay !== undefined) {
      record.savedDisplay = patch.useSavedDisplay;
      explicitSavedDisplay = true;
    }
    if (field && patch.required !== undefined) field.required = patch.required;
    if (field && 'value' in patch) field.setValue(patch.value);
    if (patch.options) setOptionPatch(record, patch.options);
  };

  const applyCellPatch = (table: FieldRecord, rowNum: number, columnCode: string, patch: FieldStatePatch) => {
    const key = `${rowNum}.${columnCode}`;
    const { value: _value, options: _options, ...state } = patch;
    if (Object.keys(state).length > 0) {
      const extras = extrasOf(table);
      const cells = toKeyRecord(extras.cells);
      cells[key] = { ...ownValue<FieldStatePatch>(extras.cells, key), ...state };
      extras.cells = cells;
    }
    const field = asField(table);
    if (field && 'value' in patch) {
      const next = writeCell(toJS(field.value), rowNum, columnCode, patch.value);
      if (next) field.setValue(next);
    }
  };

  const listeners = new Set<FormChangeListener>();
  let quiet = 0;
  let disposed = false;
  const emit = (change: FormChange) => {
    for (const listener of [...listeners]) listener(change);
  };
  const subscription = form.subscribe((payload: { type?: string; payload?: unknown }) => {
    if (quiet > 0 || disposed || payload?.type !== 'onFieldValueChange') return;
    const node = payload.payload as GeneralField | undefined;
    if (node && 'path' in node) emit({ type: 'value', paths: [node.path.toString()] });
  });

  const applyPatchQuietly = (patch: FormPatch): PatchResult => {
    const applied: string[] = [];
    const unknown: string[] = [];
    quiet++;
    try {
      batch(() => {
        for (const [path, fieldPatch] of Object.entries(patch)) {
          if (!isRecord(fieldPatch)) {
            unknown.push(path);
            continue;
          }
          const targets = lookupRecords(path);
          if (targets.length > 0) {
            targets.forEach((record) => applyFieldPatch(record, fieldPatch));
            applied.push(path);
            continue;
          }
          const cell = parseCellPath(path);
          const tables = cell ? lookupRecords(cell.tableCode) : [];
          if (cell && tables.length > 0) {
            tables.forEach((table) => applyCellPatch(table, cell.rowNum, cell.columnCode, fieldPatch));
            applied.push(path);
            continue;
          }
          unknown.push(path);
        }
        syncSavedDisplay();
      });
    } finally {
      quiet--;
    }
    return { applied, unknown };
  };

  const basePermissions: ResolvedPermissions =
    options.permissions === undefined
      ? { enabled: false, detailVisible: true, failed: false, view: [], edit: [], patch: {} }
      : resolvePermissions(options.permissions, { fields: interpreted.fields, dataStatus });
  applyPatchQuietly(basePermissions.patch);

  const stateOf = (record: FieldRecord): FieldState => {
    const field = asField(record);
    const node = materialize(record);
    const state: FieldState = {
      visible: node.display === 'visible',
      readOnly: effectiveReadOnly(record),
      disabled: node.pattern === 'disabled',
      required: field ? field.required : false,
      value: field ? toJS(field.value) : undefined,
      errors: field ? (field.selfErrors as unknown[]).map(String) : [],
    };
    const saved = record.savedDisplay ?? usesSavedDisplay(dataStatus, state.readOnly);
    if (saved) state.useSavedDisplay = true;
    return state;
  };

  const cellState = (table: FieldRecord, rowNum: number, columnCode: string): FieldState => {
    const tableState = stateOf(table);
    const merged = resolveCellPatch(table.extras?.cells ?? {}, rowNum, columnCode);
    return {
      visible: tableState.visible && (merged.visible ?? true),
      readOnly: tableState.readOnly || (merged.readOnly ?? false),
      disabled: tableState.disabled || (merged.disabled ?? false),
      required: merged.required ?? false,
      value: readCell(tableState.value, rowNum, columnCode),
      errors: [],
    };
  };

  const patternOf = (record: FieldRecord): FieldPattern => {
    const pattern: string = materialize(record).pattern;
    return pattern === 'readOnly' || pattern === 'disabled' || pattern === 'readPretty' ? pattern : 'editable';
  };
  const viewOf = (record: FieldRecord): FieldView =>
    (record.view ??= createFieldView({
      path: record.entry.field.path,
      address: record.entry.address,
      field: record.entry.field,
      extras: () => extrasOf(record),
      value: () => asField(record)?.value,
      display: () => {
        const display: string = materialize(record).display;
        return display === 'hidden' || display === 'none' ? display : 'visible';
      },
      pattern: () => patternOf(record),
      required: () => asField(record)?.required ?? false,
      errors: () => (asField(record)?.selfErrors ?? []).map(String),
    }));

  const controller: FormController = {
    form,
    interpreted,
    fields: interpreted.fields,
    permissions: basePermissions,
    dataStatus,
    getField: (path) => lookupRecords(path)[0]?.entry.field,
    node(path) {
      const record = lookupRecords(path)[0];
      return record ? materialize(record) : undefined;
    },
    view(path) {
      const record = lookupRecords(path)[0];
      return record ? viewOf(record) : undefined;
    },
    cellPatches() {
      const out = new Map<string, FieldExtras['cells']>();
      for (const record of records) if (record.extras && Object.keys(record.extras.cells).length > 0) out.set(record.entry.field.path, record.extras.cells);
      return out;
    },
    isVisible(path) {
      const record = lookupRecords(path)[0];
      return record ? visibleRecord(record) : false;
    },
    getState(path) {
      const record = lookupRecords(path)[0];
      if (record) return stateOf(record);
      const cell = parseCellPath(path);
      const table = cell ? lookupRecords(cell.tableCode)[0] : undefined;
      return cell && table ? cellState(table, cell.rowNum, cell.columnCode) : undefined;
    },
    getValues: () => toJS(form.values) as Record<string, unknown>,
    setValue(path, value) {
      if (disposed) return false;
      const targets = lookupRecords(path).filter((record) => asField(record));
      if (targets.length === 0) {
        const cell = parseCellPath(path);
        if (!cell || lookupRecords(cell.tableCode).length === 0) return false;
        if (applyPatchQuietly({ [path]: { value } }).applied.length === 0) return false;
        emit({ type: 'value', paths: [path] });
        return true;
      }
      quiet++;
      try {
        batch(() => targets.forEach((record) => asField(record)?.setValue(value)));
      } finally {
        quiet--;
      }
      emit({ type: 'value', paths: [path] });
      return true;
    },
    setOptionQuery(path, query) {
      const record = lookupRecords(path)[0];
      if (disposed || !record) return false;
      const extras = extrasOf(record);
      extras.optionQuery = query;
      extras.optionQueryVersion += 1;
      return true;
    },
    applyPatch(patch) {
      if (disposed) return { applied: [], unknown: Object.keys(patch) };
      const result = applyPatchQuietly(patch);
      if (result.applied.length > 0) emit({ type: 'patch', paths: result.applied });
      return result;
    },
    async validate() {
      if (disposed) return { valid: true, errors: {} };
      // Formily validates the fields that exist: every one must.
      batch(() => records.forEach(materialize));
      try {
        await form.validate();
      } catch (error) {
        // Formily rejects with the error list when a field is invalid; anything else is a real failure.
        if (!Array.isArray(error)) throw error;
      }
      const errors = keyRecord<string[]>();
      for (const record of records) {
        const field = asField(record);
        if (!field) continue;
        const messages = [...new Set((field.selfErrors as unknown[]).map(String).filter(Boolean))];
        if (messages.length > 0) errors[record.entry.field.path] = [...(errors[record.entry.field.path] ?? []), ...messages];
      }
      emit({ type: 'validate', paths: Object.keys(errors) });
      return { valid: Object.keys(errors).length === 0, errors };
    },
    getSubmitValues(submitOptions) {
      const status = submitOptions?.dataStatus ?? dataStatus;
      const values = toJS(form.values) as Record<string, unknown>;
      if (keepsStoredData(status)) return values;
      for (const record of records) {
        if (record.entry.kind !== 'void' && !visibleRecord(record)) FormPath.deleteIn(values, record.entry.field.path);
      }
      return values;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      listeners.clear();
      form.unsubscribe(subscription);
      form.onUnmount();
    },
  };
  return controller;
}
