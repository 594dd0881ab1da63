import type { Form, GeneralField } from '@formily/core';
import { batch, toJS } from '@formily/reactive';
import { FormPath } from '@formily/shared';
import type { Disposer } from '../../bus';
import { OrderStatus, type FieldState, type FormPatch, type NormalizedField, type Validator } from '../types';
import type { InterpretedForm, Translate } from '../interpreter/interpret';
import { resolvePermissions, type PermissionSource, type ResolvedPermissions } from '../permissions/resolve';
import { parseCellPath } from '../permissions/table';
import { keyRecord } from '../keys/records';
import { cloneValues, createKeyedForm } from './keyed-form';
import { applyFormPatch, type PatchResult } from './patch';
import { createFieldRecords } from './records';
import { cellStateOf, stateOf, viewOf } from './state';
import type { FieldExtras, FieldView, OptionQuery } from './view';

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

export type { PatchResult } from './patch';

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

  const records = createFieldRecords({
    form,
    entries: interpreted.entries,
    editable,
    dataStatus,
    validators: { form, t, now, user: options.context.user, validators: options.validators },
  });
  const lookupRecords = records.lookup;

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
    quiet++;
    try {
      return applyFormPatch(records, patch);
    } finally {
      quiet--;
    }
  };

  const basePermissions: ResolvedPermissions =
    options.permissions === undefined
      ? { enabled: false, detailVisible: true, failed: false, view: [], edit: [], patch: {} }
      : resolvePermissions(options.permissions, { fields: interpreted.fields, dataStatus });
  applyPatchQuietly(basePermissions.patch);

  const controller: FormController = {
    form,
    interpreted,
    fields: interpreted.fields,
    permissions: basePermissions,
    dataStatus,
    getField: (path) => lookupRecords(path)[0]?.entry.field,
    node(path) {
      const record = lookupRecords(path)[0];
      return record ? records.materialize(record) : undefined;
    },
    view(path) {
      const record = lookupRecords(path)[0];
      return record ? viewOf(records, record) : undefined;
    },
    cellPatches() {
      const out = new Map<string, FieldExtras['cells']>();
      for (const record of records.all) if (record.extras && Object.keys(record.extras.cells).length > 0) out.set(record.entry.field.path, record.extras.cells);
      return out;
    },
    isVisible(path) {
      const record = lookupRecords(path)[0];
      return record ? records.isVisible(record) : false;
    },
    getState(path) {
      const record = lookupRecords(path)[0];
      if (record) return stateOf(records, record, dataStatus);
      const cell = parseCellPath(path);
      const table = cell ? lookupRecords(cell.tableCode)[0] : undefined;
      return cell && table ? cellStateOf(records, table, cell.rowNum, cell.columnCode, dataStatus) : undefined;
    },
    getValues: () => toJS(form.values) as Record<string, unknown>,
    setValue(path, value) {
      if (disposed) return false;
      const targets = lookupRecords(path).filter((record) => records.asField(record));
      if (targets.length === 0) {
        const cell = parseCellPath(path);
        if (!cell || lookupRecords(cell.tableCode).length === 0) return false;
        if (applyPatchQuietly({ [path]: { value } }).applied.length === 0) return false;
        emit({ type: 'value', paths: [path] });
        return true;
      }
      quiet++;
      try {
        batch(() => targets.forEach((record) => records.asField(record)?.setValue(value)));
      } finally {
        quiet--;
      }
      emit({ type: 'value', paths: [path] });
      return true;
    },
    setOptionQuery(path, query) {
      const record = lookupRecords(path)[0];
      if (disposed || !record) return false;
      const extras = records.extrasOf(record);
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
      batch(() => records.all.forEach(records.materialize));
      try {
        await form.validate();
      } catch (error) {
        // Formily rejects with the error list when a field is invalid; anything else is a real failure.
        if (!Array.isArray(error)) throw error;
      }
      const errors = keyRecord<string[]>();
      for (const record of records.all) {
        const field = records.asField(record);
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
      for (const record of records.all) {
        if (record.entry.kind !== 'void' && !records.isVisible(record)) FormPath.deleteIn(values, record.entry.field.path);
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
