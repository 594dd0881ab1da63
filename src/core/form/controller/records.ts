/**
 * The controller's record per field: its Formily field (a container's from the start, a value field's
 * on first use), the pattern flags patches set, the saved-display flag and the extras (option patch,
 * cascade query, cell states). Everything here reads or builds one record; the controller composes it.
 */
import type { Field, FieldPatternTypes, Form, GeneralField } from '@formily/core';
import { batch, observable } from '@formily/reactive';
import { FORM_ITEM_DECORATOR, UNKNOWN_COMPONENT, type FieldEntry } from '../interpreter/interpret';
import { usesSavedDisplay } from '../options/patch';
import { OrderStatus } from '../types';
import { keyRecord } from '../keys/records';
import { buildValidators, type ValidatorEnv } from './validators';
import { createExtras, type FieldExtras, type FieldView } from './view';

export interface FieldRecord {
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

/** The records of one form and what reads or builds one of them. */
export interface FieldRecords {
  readonly all: readonly FieldRecord[];
  /** Records at a data path or Formily address. */
  lookup(path: string): FieldRecord[];
  /** The record's Formily field, created on first use. */
  materialize(record: FieldRecord): GeneralField;
  /** The record's value field (created on first use); undefined for containers. */
  asField(record: FieldRecord): Field | undefined;
  isReadOnly(record: FieldRecord): boolean;
  /** Displayed: the field's own display, or (before it exists, when it has none of its own) its container's or the form's. */
  isVisible(record: FieldRecord): boolean;
  /** Derives the Formily pattern from the record's flags. */
  syncPattern(record: FieldRecord): void;
  /** Marks that a patch set a saved-display flag (from then on every field follows its flag). */
  useExplicitSavedDisplay(): void;
  syncSavedDisplay(): void;
  extrasOf(record: FieldRecord): FieldExtras;
}

export interface FieldRecordsOptions {
  form: Form;
  entries: readonly FieldEntry[];
  /** Paths and addresses that stay editable in a read-only form. */
  editable: ReadonlySet<string>;
  dataStatus: number | undefined;
  validators: ValidatorEnv;
}

export function createFieldRecords({ form, entries, editable, dataStatus, validators }: FieldRecordsOptions): FieldRecords {
  const all: FieldRecord[] = [];
  const index = new Map<string, FieldRecord[]>();
  const remember = (key: string, record: FieldRecord) => {
    const list = index.get(key);
    if (!list) index.set(key, [record]);
    else if (!list.includes(record)) list.push(record);
  };
  // Which value fields exist as Formily fields; observers (the UI's field slots) read it to notice a field's creation.
  const created = observable.shallow<Record<string, boolean>>(keyRecord());

  const createNode = (record: FieldRecord): GeneralField => {
    const { entry } = record;
    const { field } = entry;
    const base = {
      name: field.code,
      basePath: entry.parentAddress,
      title: field.title,
      component: [field.pluginType ?? UNKNOWN_COMPONENT, { ...field.props }],
    };
    if (entry.kind === 'void') return form.createVoidField(base);
    // The validators close over the field that is being created from them.
    const holder: { field?: Field } = {};
    // Multi-value fields are plain Fields too: Formily's createArrayField writes [] into absent values,
    // and stored data of finished orders must come back as is. The UI's createArrayField re-uses them.
    holder.field = form.createField({
      ...base,
      decorator: [FORM_ITEM_DECORATOR, { width: field.width, title: field.title }],
      validator: buildValidators(validators, field, () => holder.field as Field),
    });
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
  const lookup = (path: string): FieldRecord[] => index.get(path) ?? [];

  const isReadOnly = (record: FieldRecord) => {
    const { pattern } = materialize(record);
    return pattern === 'readPretty' || pattern === 'readOnly';
  };

  const isVisible = (record: FieldRecord): boolean => {
    if (created[record.entry.address] || record.node) return materialize(record).display === 'visible';
    const parent = record.entry.parentAddress ? lookup(record.entry.parentAddress)[0] : undefined;
    return parent ? isVisible(parent) : form.display === 'visible';
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
    const wanted = record.savedDisplay ?? usesSavedDisplay(dataStatus, isReadOnly(record));
    const current = (field.componentProps as Record<string, unknown> | undefined)?.useSavedDisplay;
    if (current === wanted || (current === undefined && !wanted)) return;
    field.setComponentProps({ useSavedDisplay: wanted });
  }

  for (const entry of entries) {
    const record: FieldRecord = { entry, readOnly: false, disabled: false, forceEditable: editable.has(entry.field.path) || editable.has(entry.address) };
    all.push(record);
    remember(entry.field.path, record);
    remember(entry.address, record);
  }
  // Containers decide their children's display and pattern: they exist from the start.
  batch(() => {
    for (const record of all) if (record.entry.kind === 'void') materialize(record);
  });

  return {
    all,
    lookup,
    materialize,
    asField,
    isReadOnly,
    isVisible,
    syncPattern,
    useExplicitSavedDisplay: () => void (explicitSavedDisplay = true),
    // Fields that do not exist yet get the flag when they are created.
    syncSavedDisplay: () => all.forEach(syncSavedDisplayOf),
    extrasOf: (record) => (record.extras ??= createExtras()),
  };
}
