/**
 * Compiles a server `triggerMap` into a pure patch function. Targets are
 * resolved once at compile time; the function only reads the state it is
 * given. Nothing in the map is ever run as code.
 */
import type { ValueKind } from '../../registry';
import type { FieldState, FieldStatePatch, FormPatch, NormalizedField, OptionItem, OptionPatch } from '../types';
import { createFieldIndex, type FieldIndex } from './field-index';
import { createPatchBuilder, type PatchBuilder } from './patch';
import { ALL_ROWS, allRowNums, parseTableCellPath, readValue, rowNumsOfTable, tableCellPath } from './paths';
import type { CompileOptions, LinkageState, PatchFunction, RawOptionItem, TriggerItem, TriggerMap } from './types';
import { coerceValue, emptyValueOf, isTableField, valueKindOf, valueKindResolver } from '../value-kind';
import { ownValue } from '../keys/records';

/** A resolved target: a known field, or cells of a known table field. */
export type LinkageTarget =
  | { kind: 'field'; path: string; field: NormalizedField }
  | { kind: 'cell'; tablePath: string; columnCode: string; rowNum: number; cellType?: string };

function asString(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() ? v.trim() : undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

function listOf(map: TriggerMap, key: string): TriggerItem[] {
  const list = map[key];
  return Array.isArray(list) ? list.filter((i): i is TriggerItem => typeof i === 'object' && i !== null) : [];
}

function rowNumOfItem(item: TriggerItem): number {
  const raw = item.rowNum;
  if (raw === undefined || raw === null || raw === '') return ALL_ROWS;
  const n = Number(raw);
  return Number.isInteger(n) && n >= ALL_ROWS ? n : ALL_ROWS;
}

/** Type of a table column: the item's `type`, else the column's child field or `x-props.columns` entry. */
function columnType(table: NormalizedField, columnCode: string): string | undefined {
  const child = table.children?.find((c) => c.code === columnCode);
  if (child) return child.type;
  const columns = table.xProps?.columns;
  if (!Array.isArray(columns)) return undefined;
  for (const col of columns) {
    if (typeof col !== 'object' || col === null) continue;
    const c = col as Record<string, unknown>;
    const code = c.key ?? c.dataIndex ?? c.fieldCode ?? c.code;
    if (code === columnCode) return asString(c.type) ?? asString(c['x-component']);
  }
  return undefined;
}

/** Resolves the target of an item; `undefined` when the field (or table) is not in the form. */
export function resolveTarget(item: TriggerItem, index: FieldIndex): LinkageTarget | undefined {
  const column = asString(item.tableColumnCode);
  if (column) {
    const table = index.find(asString(item.tableCode) ?? asString(item.key));
    if (!table) return undefined;
    return { kind: 'cell', tablePath: table.path, columnCode: column, rowNum: rowNumOfItem(item), cellType: asString(item.type) ?? columnType(table, column) };
  }
  const field = index.find(asString(item.key) ?? asString(item.fieldCode));
  return field ? { kind: 'field', path: field.path, field } : undefined;
}

function toOptionValues(v: unknown): string[] {
  const list = Array.isArray(v) ? v : [v];
  return list.map(asString).filter((s): s is string => s !== undefined);
}

function toOptionItems(v: unknown): OptionItem[] {
  const list: unknown[] = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
  const out: OptionItem[] = [];
  for (const raw of list as RawOptionItem[]) {
    if (typeof raw === 'object' && raw !== null) {
      const value = asString(raw.value) ?? asString(raw.id);
      if (value === undefined) continue;
      out.push({ ...raw, value, label: asString(raw.label) ?? value });
    } else {
      const value = asString(raw);
      if (value !== undefined) out.push({ label: value, value });
    }
  }
  return out;
}

function unique<T>(list: readonly T[]): T[] {
  return [...new Set(list)];
}

/** Compile-time view of one list: each item with its resolved targets. */
interface Entry {
  item: TriggerItem;
  targets: LinkageTarget[];
}

/**
 * Compiles a `triggerMap` into `(state) => FormPatch`. Pure: returns a new
 * patch on every call and never mutates the map, the fields or the state.
 * Unknown fields and tables are dropped. Precedence is documented in README.md.
 */
export function compileTriggerMap(triggerMap: TriggerMap | null | undefined, fields: readonly NormalizedField[], opts: CompileOptions = {}): PatchFunction {
  if (!triggerMap || typeof triggerMap !== 'object') return () => ({});
  const map = structuredClone(triggerMap);
  const index = createFieldIndex(fields);
  const kindOfField = opts.valueKind ?? valueKindResolver(opts.fieldTypes);
  const exclusive = opts.exclusiveShowSet ?? true;

  const entries = (key: string): Entry[] => {
    const resolved = listOf(map, key).map((item) => {
      const target = resolveTarget(item, index);
      return { item, targets: target ? [target] : [] };
    });
    // Every-row items first, so a specific row of the same list wins over "all rows".
    return resolved.sort((a, b) => Number(isSpecificRow(a.targets[0])) - Number(isSpecificRow(b.targets[0])));
  };
  const assignmentEntries = listOf(map, 'fieldAssignmentList').map((item): Entry & { source?: string } => {
    const direct = resolveTarget({ ...item, fieldCode: undefined }, index);
    const targetCodes = !direct && !asString(item.tableColumnCode) && Array.isArray(item.value) ? item.value : [];
    const targets = direct
      ? [direct]
      : targetCodes.map((code) => resolveTarget({ key: asString(code) }, index)).filter((t): t is LinkageTarget => t !== undefined);
    const src = asString(item.fieldCode);
    return { item, targets, source: src ? (index.find(src)?.path ?? src) : undefined };
  });

  const lists = {
    hide: entries('hideFieldList'),
    show: entries('showFieldList'),
    readOnly: entries('readOnlyFieldList'),
    editable: entries('editableFieldList'),
    notRequired: entries('notRequiredFieldList'),
    required: entries('requiredFieldList'),
    empty: entries('emptyFieldList'),
    setValue: entries('setValueList'),
    tableValue: entries('tableValueList'),
    optionHide: entries('optionHideList'),
    optionShow: entries('optionShowList'),
    optionShowPrepend: entries('optionShowPrependList'),
    optionShowAll: entries('optionShowAllList'),
    addOption: entries('addOptionList'),
    changeOption: entries('changeOptionList'),
  };

  // The show set: shown fields, the tables of shown cells and everything inside a shown container.
  const showSet = new Set<string>();
  for (const { targets } of lists.show) {
    for (const t of targets) {
      if (t.kind === 'cell') showSet.add(t.tablePath);
      else {
        showSet.add(t.path);
        for (const d of index.descendantsOf(t.path)) showSet.add(d.path);
      }
    }
  }
  const fieldPathsOf = (list: Entry[]) => new Set(list.flatMap((e) => e.targets).flatMap((t) => (t.kind === 'field' ? [t.path] : [])));
  const madeReadOnly = fieldPathsOf(lists.readOnly);
  const madeEditable = fieldPathsOf(lists.editable);

  const kindOfTarget = (t: LinkageTarget): ValueKind => (t.kind === 'field' ? kindOfField(t.field) : valueKindOf(t.cellType, opts.fieldTypes));

  return (state: LinkageState): FormPatch => {
    const out = createPatchBuilder();
    const emit = (t: LinkageTarget, patch: FieldStatePatch) => emitTo(out, t, patch, state, opts.expandAllRows ?? false);

    if (exclusive && showSet.size > 0) {
      for (const f of index.all) {
        if (showSet.has(f.path)) continue;
        // Table columns are cells, not form fields: the show set hides or keeps the whole table.
        if (index.ancestorsOf(f.path).some((a) => isTableField(a, opts.fieldTypes))) continue;
        const kind = kindOfField(f);
        if (kind === 'container' || kind === 'none') continue;
        const current = ownValue<Readonly<Partial<FieldState>>>(state.fieldStates, f.path);
        const readOnly = madeEditable.has(f.path) ? false : madeReadOnly.has(f.path) || current?.readOnly === true;
        const disabled = madeEditable.has(f.path) ? false : current?.disabled === true;
        if (!readOnly && !disabled) out.put(f.path, { visible: false });
      }
    }

    const flag = (list: Entry[], patch: FieldStatePatch) => {
      for (const { targets } of list) for (const t of targets) emit(t, patch);
    };
    flag(lists.hide, { visible: false });
    flag(lists.show, { visible: true });
    flag(lists.readOnly, { readOnly: true });
    flag(lists.editable, { readOnly: false, disabled: false });
    flag(lists.notRequired, { required: false });
    flag(lists.required, { required: true });

    for (const { targets } of lists.empty) {
      for (const t of targets) {
        const value = emptyValueOf(kindOfTarget(t));
        if (value !== undefined) emit(t, { value });
      }
    }
    const setValues = (list: Entry[]) => {
      for (const { item, targets } of list) {
        for (const t of targets) {
          const value = coerceValue(kindOfTarget(t), item.value);
          if (value !== undefined) emit(t, { value });
        }
      }
    };
    setValues(lists.setValue);
    for (const { targets, source } of assignmentEntries) {
      if (!source) continue;
      // A source set by this same response is copied with its new value.
      const pending = out.get(source);
      const sourceValue = pending && 'value' in pending ? pending.value : readValue(state.values, source);
      for (const t of targets) {
        const value = coerceValue(kindOfTarget(t), structuredClone(sourceValue));
        if (value !== undefined) emit(t, { value });
      }
    }
    setValues(lists.tableValue);

    const optionList = (list: Entry[], make: (acc: OptionPatch | undefined, item: TriggerItem) => OptionPatch) => {
      const acc = new Map<string, { target: LinkageTarget; patch: OptionPatch }>();
      for (const { item, targets } of list) {
        for (const t of targets) {
          const k = targetKey(t);
          acc.set(k, { target: t, patch: make(acc.get(k)?.patch, item) });
        }
      }
      for (const { target, patch } of acc.values()) emit(target, { options: patch });
    };
    const valuesOf = (p: OptionPatch | undefined) => (p && 'values' in p ? p.values : []);
    const optionsOf = (p: OptionPatch | undefined) => (p && 'options' in p ? p.options : []);
    optionList(lists.optionHide, (acc, item) => ({ mode: 'hide', values: unique([...valuesOf(acc), ...toOptionValues(item.optionValue)]) }));
    optionList(lists.optionShow, (acc, item) => ({ mode: 'show', values: unique([...valuesOf(acc), ...toOptionValues(item.optionValue)]) }));
    optionList(lists.optionShowPrepend, (acc, item) => ({ mode: 'showPrepend', values: unique([...valuesOf(acc), ...toOptionValues(item.optionValue)]) }));
    optionList(lists.optionShowAll, () => ({ mode: 'showAll' }));
    optionList(lists.addOption, (acc, item) => ({ mode: 'add', options: [...optionsOf(acc), ...toOptionItems(item.additionOptionValue)] }));
    optionList(lists.changeOption, (acc, item) => ({ mode: 'change', options: [...optionsOf(acc), ...toOptionItems(item.additionOptionValue ?? item.value)] }));

    return out.build();
  };
}

function isSpecificRow(t: LinkageTarget | undefined): boolean {
  return t?.kind === 'cell' && t.rowNum !== ALL_ROWS;
}

function targetKey(t: LinkageTarget): string {
  return t.kind === 'field' ? t.path : tableCellPath(t.tablePath, t.rowNum, t.columnCode);
}

/**
 * Writes a patch to a target. An every-row cell patch goes to `[-1]` and to
 * each row already known (table rows of the state, row-specific cell states and
 * cells this patch already touched), so a column-wide show clears a
 * row-specific hide whatever the controller's own precedence; `expandAll`
 * writes rows -1..99 instead.
 */
function emitTo(out: PatchBuilder, t: LinkageTarget, patch: FieldStatePatch, state: LinkageState, expandAll: boolean): void {
  if (t.kind === 'field') {
    out.put(t.path, patch);
    return;
  }
  if (t.rowNum !== ALL_ROWS) {
    out.put(tableCellPath(t.tablePath, t.rowNum, t.columnCode), patch);
    return;
  }
  const rows = new Set<number>(expandAll ? allRowNums() : [ALL_ROWS]);
  if (!expandAll) {
    for (const r of rowNumsOfTable(readValue(state.values, t.tablePath))) rows.add(r);
    for (const path of [...Object.keys(state.fieldStates ?? {}), ...out.paths()]) {
      const cell = parseTableCellPath(path);
      if (cell && cell.tableCode === t.tablePath && cell.columnCode === t.columnCode) rows.add(cell.rowNum);
    }
  }
  for (const r of [...rows].sort((a, b) => a - b)) {
    const value = 'value' in patch ? { value: structuredClone(patch.value) } : {};
    out.put(tableCellPath(t.tablePath, r, t.columnCode), { ...patch, ...value });
  }
}
