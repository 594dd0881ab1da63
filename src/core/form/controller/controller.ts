import { createForm, type Field, type Form, type GeneralField, type FieldPatternTypes } from '@formily/core';
import { batch, observable, toJS } from '@formily/reactive';
import { FormPath } from '@formily/shared';
import type { Disposer } from '../../bus';
import {
  OrderStatus,
  type FieldState,
  type FieldStatePatch,
  type FormPatch,
  type NormalizedField,
  type ValidationContext,
  type Validator,
} from '../types';
import {
  FORM_ITEM_DECORATOR,
  UNKNOWN_COMPONENT,
  interpretFormSchema,
  type FieldEntry,
  type FieldTypeLookup,
  type InterpretedForm,
  type Translate,
} from '../interpreter/interpret';
import { FormSchemaError } from '../interpreter/errors';
import { resolvePermissions, type PermissionSource, type ResolvedPermissions } from '../permissions/resolve';
import { parseCellPath, resolveCellPatch } from '../permissions/table';
import { ALL_ROWS } from '../linkage/paths';
import { usesSavedDisplay } from '../options/patch';
import { isBlankValue, isFormilyEmpty } from './empty';
import { keyRecord, ownValue, toKeyRecord } from '../keys/records';

/** What validators and messages need from the page. */
export interface FormControllerContext {
  t: Translate;
  /** Current time in ms. @default Date.now */
  now?: () => number;
  user?: { userId: string; userName: string };
}

export interface FormControllerOptions {
  /** The server's `formDataInfo`, or an already interpreted form. */
  schema: unknown;
  /** Field types by server type (used when `schema` still has to be interpreted). */
  registry: { fields: FieldTypeLookup };
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
  /** Validators per field (the rule compiler's `compileRules` plugs in here). Required checks are built in. */
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
   * Hands a field's option picker its cascade query: kept in the Formily
   * field's `data.optionQuery` (with `optionQueryVersion` bumped), where the
   * picker reads it when mounted or later. False when the path is unknown.
   */
  setOptionQuery(path: string, query: OptionQuery): boolean;
  validate(): Promise<FormValidationResult>;
  /** Values to send: finished (20) and closed (40) orders keep stored data as is; other orders drop hidden fields. */
  getSubmitValues(options?: { dataStatus?: number }): Record<string, unknown>;
  subscribe(listener: FormChangeListener): Disposer;
  dispose(): void;
}

/** The cascade query of a dependent field's options (see `FormController.setOptionQuery`). */
export interface OptionQuery {
  /** Current value of the field's superior. */
  superiorValue: unknown;
  /** Load the options now (the superior changed), rather than on first focus. */
  load: boolean;
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
  /** Table cell patches keyed `${rowNum}.${columnCode}` (a prototype-less record). */
  cells: Record<string, FieldStatePatch>;
}

const KEEP_STORED_DATA = new Set<number>([OrderStatus.FINISHED, OrderStatus.CLOSED]);

/** Rule kinds of the rule compiler that only apply while the field is required. */
const REQUIRED_KINDS = new Set(['required', 'tableNotEmpty']);

function serverRequiredMessage(field: NormalizedField): string | undefined {
  const rule = field.rules.find((candidate) => candidate.required === true && typeof candidate.message === 'string' && candidate.message.trim() !== '');
  return rule?.message;
}

function isRecordValue(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}


function cloneValues(values: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  // Stored data is server data: anything but a plain object (a list, a string) is no values.
  if (!isRecordValue(values)) return {};
  try {
    return structuredClone(values) as Record<string, unknown>;
  } catch {
    return JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
  }
}

function isInterpreted(value: unknown): value is InterpretedForm {
  return isRecordValue(value) && Array.isArray(value.entries) && Array.isArray(value.fields) && value.byPath instanceof Map;
}

function rowMatches(row: unknown, index: number, rowNum: number, byRowNum: boolean): boolean {
  if (rowNum === ALL_ROWS) return true;
  return byRowNum ? isRecordValue(row) && row.rowNum === rowNum : index === rowNum;
}

function readCell(rows: unknown, rowNum: number, columnCode: string): unknown {
  if (!Array.isArray(rows) || rowNum === ALL_ROWS) return undefined;
  const byRowNum = rows.some((row) => isRecordValue(row) && typeof row.rowNum === 'number');
  const row: unknown = rows.find((candidate, i) => rowMatches(candidate, i, rowNum, byRowNum));
  if (!isRecordValue(row)) return undefined;
  return isRecordValue(row.rowData) ? ownValue(row.rowData, columnCode) : ownValue(row, columnCode);
}

function writeCell(rows: unknown, rowNum: number, columnCode: string, value: unknown): unknown[] | undefined {
  if (!Array.isArray(rows)) return undefined;
  const byRowNum = rows.some((row) => isRecordValue(row) && typeof row.rowNum === 'number');
  return rows.map((row: unknown, i) => {
    if (!isRecordValue(row) || !rowMatches(row, i, rowNum, byRowNum)) return row;
    if (isRecordValue(row.rowData)) return { ...row, rowData: { ...row.rowData, [columnCode]: value } };
    return { ...row, [columnCode]: value };
  });
}

/**
 * A Formily form whose records keyed by field key (`fields`, `indexes`, `values`, `initialValues`) have no
 * prototype: Formily reads `fields[address]` and `values[key]` as is, and a field keyed `toString` or
 * `constructor` would otherwise find Object.prototype's member instead of nothing (no field gets created,
 * and the value reads as a function).
 */
function createKeyedForm(initialValues: Record<string, unknown>): Form {
  const form = createForm({ values: observable(keyRecord()), initialValues: observable(toKeyRecord(initialValues)), validateFirst: false });
  const internals = form as unknown as { fields: Record<string, unknown>; indexes: Record<string, unknown> };
  internals.fields = keyRecord();
  internals.indexes = keyRecord();
  return form;
}

/**
 * Builds the headless form: interprets the schema (if needed), creates the
 * containers' Formily fields and keeps a record per value field whose Formily
 * field is created on first use (validation, patches and reads create it, so
 * they work for fields the UI never mounted), then applies permissions and the
 * read-only mode.
 * Throws FormSchemaError for a malformed schema; use `tryCreateFormController`
 * for a result value instead.
 */
export function createFormController(options: FormControllerOptions): FormController {
  let interpreted: InterpretedForm;
  if (isInterpreted(options.schema)) {
    interpreted = options.schema;
  } else {
    const result = interpretFormSchema(options.schema, { registry: options.registry, t: options.context.t });
    if (!result.ok) throw result.error;
    interpreted = result.form;
  }
  const { t } = options.context;
  const now = options.context.now ?? Date.now;
  const dataStatus = options.dataStatus;
  const failedMessage = t('form.validatorFailed');
  const defaultRequiredMessage = t('rules.required');

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

  const contextFor = (field: NormalizedField, node: Field): ValidationContext => ({
    get values() {
      return toJS(form.values) as Record<string, unknown>;
    },
    field: { ...field, required: node.required },
    t,
    now: now(),
    user: options.context.user,
  });

  const buildValidators = (field: NormalizedField, getNode: () => Field) => {
    const requiredMessage = serverRequiredMessage(field) ?? defaultRequiredMessage;
    let injected: Validator[];
    try {
      injected = options.validators?.(field) ?? [];
    } catch {
      injected = [];
    }
    // Formily's built-in `required` rule carries the live required state (patches toggle it) and the
    // spec's message; the second rule covers what Formily does not call empty (blank text, `<p></p>`).
    const blankRequired = (value: unknown) => (getNode().required && isBlankValue(value) && !isFormilyEmpty(value) ? requiredMessage : undefined);
    const wrapped = injected.map((validator) => async (value: unknown) => {
      const required = getNode().required;
      // Required-family rules follow the live required state (linkage may turn it off); a blank value is reported once, above.
      if (REQUIRED_KINDS.has((validator as { kind?: string }).kind ?? '') && !required) return undefined;
      if (required && isBlankValue(value)) return undefined;
      try {
        return (await validator(value, contextFor(field, getNode()))) ?? undefined;
      } catch {
        return failedMessage;
      }
    });
    return [{ required: field.required, message: requiredMessage }, blankRequired, ...wrapped];
  };

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
      data: { field, serverType: field.type },
    };
    if (entry.kind === 'void') return form.createVoidField(base);
    // The validators close over the field that is being created from them.
    const holder: { field?: Field } = {};
    const props = {
      ...base,
      decorator: [FORM_ITEM_DECORATOR, { width: field.width, title: field.title }],
      validator: buildValidators(field, () => holder.field as Field),
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
    const record: FieldRecord = { entry, readOnly: false, disabled: false, forceEditable: editable.has(entry.field.path) || editable.has(entry.address), cells: keyRecord() };
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

  const setOptionPatch = (record: FieldRecord, patch: NonNullable<FieldStatePatch['options']>) => {
    const node = materialize(record);
    const data = isRecordValue(node.data) ? node.data : {};
    const version = typeof data.optionPatchVersion === 'number' ? data.optionPatchVersion + 1 : 1;
    node.data = { ...data, optionPatch: patch, optionPatchVersion: version };
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
    const { value: _value, ...state } = patch;
    if (Object.keys(state).length > 0) {
      const cells = toKeyRecord(table.cells);
      cells[key] = { ...ownValue<FieldStatePatch>(table.cells, key), ...state };
      table.cells = cells;
      const node = materialize(table);
      const data = isRecordValue(node.data) ? node.data : {};
      node.data = { ...data, cells: table.cells };
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
          if (!isRecordValue(fieldPatch)) {
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
    const merged = resolveCellPatch(table.cells, rowNum, columnCode);
    return {
      visible: tableState.visible && (merged.visible ?? true),
      readOnly: tableState.readOnly || (merged.readOnly ?? false),
      disabled: tableState.disabled || (merged.disabled ?? false),
      required: merged.required ?? false,
      value: readCell(tableState.value, rowNum, columnCode),
      errors: [],
    };
  };

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
      const node = materialize(record);
      const data = isRecordValue(node.data) ? node.data : {};
      const version = typeof data.optionQueryVersion === 'number' ? data.optionQueryVersion + 1 : 1;
      node.data = { ...data, optionQuery: query, optionQueryVersion: version };
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
      if (status !== undefined && KEEP_STORED_DATA.has(status)) return values;
      for (const record of records) {
        if (record.entry.kind === 'void') continue;
        const { field } = record.entry;
        if (!visibleRecord(record)) {
          FormPath.deleteIn(values, field.path);
          continue;
        }
        // A plugin may normalise what is sent (text fields trim, numbers format their decimals).
        const commit = field.pluginType ? options.registry.fields.get(field.pluginType)?.commitValue : undefined;
        if (commit && FormPath.existIn(values, field.path)) FormPath.setIn(values, field.path, commit(FormPath.getIn(values, field.path), field.props));
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

/** `createFormController` returning a result instead of throwing on a malformed schema. */
export function tryCreateFormController(options: FormControllerOptions): { ok: true; controller: FormController } | { ok: false; error: FormSchemaError } {
  try {
    return { ok: true, controller: createFormController(options) };
  } catch (error) {
    if (error instanceof FormSchemaError) return { ok: false, error };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: new FormSchemaError([{ path: '(root)', message: `form could not be built: ${message}` }]) };
  }
}
