/** Reading a record: its state as the linkage engine sees it, a table cell's state, and its typed view. */
import { toJS } from '@formily/reactive';
import { usesSavedDisplay } from '../options/patch';
import { resolveCellPatch } from '../permissions/table';
import type { FieldState } from '../types';
import { readCell } from './cells';
import type { FieldRecord, FieldRecords } from './records';
import { createFieldView, type FieldPattern, type FieldView } from './view';

export function stateOf(records: FieldRecords, record: FieldRecord, dataStatus: number | undefined): FieldState {
  const field = records.asField(record);
  const node = records.materialize(record);
  const state: FieldState = {
    visible: node.display === 'visible',
    readOnly: records.isReadOnly(record),
    disabled: node.pattern === 'disabled',
    required: field ? field.required : false,
    value: field ? toJS(field.value) : undefined,
    errors: field ? (field.selfErrors as unknown[]).map(String) : [],
  };
  const saved = record.savedDisplay ?? usesSavedDisplay(dataStatus, state.readOnly);
  if (saved) state.useSavedDisplay = true;
  return state;
}

/** A cell's state: the table's, narrowed by the cell's patches (the row's own entry over the -1 entry). */
export function cellStateOf(records: FieldRecords, table: FieldRecord, rowNum: number, columnCode: string, dataStatus: number | undefined): FieldState {
  const tableState = stateOf(records, table, dataStatus);
  const merged = resolveCellPatch(table.extras?.cells ?? {}, rowNum, columnCode);
  return {
    visible: tableState.visible && (merged.visible ?? true),
    readOnly: tableState.readOnly || (merged.readOnly ?? false),
    disabled: tableState.disabled || (merged.disabled ?? false),
    required: merged.required ?? false,
    value: readCell(tableState.value, rowNum, columnCode),
    errors: [],
  };
}

/** The record's typed view (one per record). */
export function viewOf(records: FieldRecords, record: FieldRecord): FieldView {
  return (record.view ??= createFieldView({
    path: record.entry.field.path,
    address: record.entry.address,
    field: record.entry.field,
    extras: () => records.extrasOf(record),
    value: () => records.asField(record)?.value,
    display: () => {
      const display: string = records.materialize(record).display;
      return display === 'hidden' || display === 'none' ? display : 'visible';
    },
    pattern: (): FieldPattern => {
      const pattern: string = records.materialize(record).pattern;
      return pattern === 'readOnly' || pattern === 'disabled' || pattern === 'readPretty' ? pattern : 'editable';
    },
    required: () => records.asField(record)?.required ?? false,
    errors: () => (records.asField(record)?.selfErrors ?? []).map(String),
  }));
}
