/** Applying a form patch to the records: field states, values, option patches and table cells, in one batch. */
import { batch, toJS } from '@formily/reactive';
import { isRecord } from '../../records';
import { ownValue, toKeyRecord } from '../keys/records';
import { cellKey, parseCellPath } from '../permissions/table';
import type { FieldStatePatch, FormPatch } from '../types';
import { writeCell } from './cells';
import type { FieldRecord, FieldRecords } from './records';

/** Result of `applyPatch`: which paths were applied and which matched no field. */
export interface PatchResult {
  applied: string[];
  unknown: string[];
}

function applyFieldPatch(records: FieldRecords, record: FieldRecord, patch: FieldStatePatch): void {
  const field = records.asField(record);
  if (patch.visible !== undefined) records.materialize(record).display = patch.visible ? 'visible' : 'hidden';
  if (patch.readOnly !== undefined || patch.disabled !== undefined) {
    if (patch.readOnly !== undefined) record.readOnly = patch.readOnly;
    if (patch.disabled !== undefined) record.disabled = patch.disabled;
    records.syncPattern(record);
  }
  if (patch.useSavedDisplay !== undefined) {
    record.savedDisplay = patch.useSavedDisplay;
    records.useExplicitSavedDisplay();
  }
  if (field && patch.required !== undefined) field.required = patch.required;
  if (field && 'value' in patch) field.setValue(patch.value);
  if (patch.options) {
    const extras = records.extrasOf(record);
    extras.optionPatch = patch.options;
    extras.optionPatchVersion += 1;
  }
}

function applyCellPatch(records: FieldRecords, table: FieldRecord, rowNum: number, columnCode: string, patch: FieldStatePatch): void {
  const key = cellKey(rowNum, columnCode);
  const { value: _value, options: _options, ...state } = patch;
  if (Object.keys(state).length > 0) {
    const extras = records.extrasOf(table);
    const cells = toKeyRecord(extras.cells);
    cells[key] = { ...ownValue<FieldStatePatch>(extras.cells, key), ...state };
    extras.cells = cells;
  }
  const field = records.asField(table);
  if (field && 'value' in patch) {
    const next = writeCell(toJS(field.value), rowNum, columnCode, patch.value);
    if (next) field.setValue(next);
  }
}

/** Applies every entry in one batch (a field path, an address or a table cell `table[row].column`); unknown paths are reported. */
export function applyFormPatch(records: FieldRecords, patch: FormPatch): PatchResult {
  const applied: string[] = [];
  const unknown: string[] = [];
  batch(() => {
    for (const [path, fieldPatch] of Object.entries(patch)) {
      if (!isRecord(fieldPatch)) {
        unknown.push(path);
        continue;
      }
      const targets = records.lookup(path);
      if (targets.length > 0) {
        targets.forEach((record) => applyFieldPatch(records, record, fieldPatch));
        applied.push(path);
        continue;
      }
      const cell = parseCellPath(path);
      const tables = cell ? records.lookup(cell.tableCode) : [];
      if (cell && tables.length > 0) {
        tables.forEach((table) => applyCellPatch(records, table, cell.rowNum, cell.columnCode, fieldPatch));
        applied.push(path);
        continue;
      }
      unknown.push(path);
    }
    records.syncSavedDisplay();
  });
  return { applied, unknown };
}
