/**
 * Types of the linkage engine: the server's `triggerMap` (the data of
 * POST /form/mdlAdvDynamicRule/linkFieldContent), the state the compiled
 * patch functions read, and the options of the compiler.
 */
import type { ValueKind } from '../../registry';
import type { FieldTypeLookup } from '../value-kind';
import type { FieldState, FormPatch, NormalizedField } from '../types';

/**
 * The named lists of a `triggerMap`, in the order the compiler applies them.
 * Later lists win where two touch the same flag of the same target (see README.md).
 */
export const TRIGGER_LIST_KEYS = [
  'hideFieldList',
  'showFieldList',
  'readOnlyFieldList',
  'editableFieldList',
  'notRequiredFieldList',
  'requiredFieldList',
  'emptyFieldList',
  'setValueList',
  'fieldAssignmentList',
  'tableValueList',
  'optionHideList',
  'optionShowList',
  'optionShowPrependList',
  'optionShowAllList',
  'addOptionList',
  'changeOptionList',
] as const;

/** Name of one list of a `triggerMap`. */
export type TriggerListKey = (typeof TRIGGER_LIST_KEYS)[number];

/** An option value as the server may send it (numbers are compared as strings). */
export type RawOptionValue = string | number;

/** An option the server adds or substitutes: a full item, or a bare value used as its own label. */
export type RawOptionItem = RawOptionValue | { label?: unknown; value?: unknown; id?: unknown; [key: string]: unknown };

/**
 * One entry of a linkage list. Every key is optional; which ones matter
 * depends on the list (documented per list on {@link TriggerMap}).
 *
 * Target resolution: an item with `tableColumnCode` targets table cells
 * (`tableCode`, or `key` when `tableCode` is absent, is the table field;
 * `rowNum` picks the row, -1 or absent = every row). Any other item targets
 * the field whose code (or path) is `key`, falling back to `fieldCode`.
 */
export interface TriggerItem {
  /** Target field code (or path). */
  key?: string;
  /** Code of the table field for cell targets. */
  tableCode?: string;
  /** Column code for cell targets. */
  tableColumnCode?: string;
  /** Row of a cell target; -1 (or absent) means every row. */
  rowNum?: number | string;
  /** Server type of the target (`INPUT`, `SELECT_MANY` ...): decides the value kind of table cells. */
  type?: string;
  /** Option values for the option lists (one value or a list). */
  optionValue?: RawOptionValue | RawOptionValue[];
  /** The value for `setValueList` / `tableValueList`; for `fieldAssignmentList` optionally a list of target codes. */
  value?: unknown;
  /** Options for `addOptionList` / `changeOptionList`. */
  additionOptionValue?: RawOptionItem[] | RawOptionItem;
  /** Source field of `fieldAssignmentList`; target fallback of the other lists. */
  fieldCode?: string;
  /** Unknown server keys are kept and ignored. */
  [extra: string]: unknown;
}

/**
 * The server's linkage result. Every list is optional and may be `null`;
 * keys not listed here are ignored.
 */
export interface TriggerMap {
  /** Fields / cells to hide (`visible: false`). */
  hideFieldList?: TriggerItem[] | null;
  /**
   * Fields / cells to show (`visible: true`; wins over `hideFieldList`).
   * A non-empty list is a *show set*: editable fields outside it are hidden
   * (read-only, disabled and display-only fields are left as they are) unless
   * the compiler option `exclusiveShowSet` is false.
   */
  showFieldList?: TriggerItem[] | null;
  /** Fields / cells to make read-only. */
  readOnlyFieldList?: TriggerItem[] | null;
  /** Fields / cells to make editable: clears read-only and disabled (wins over `readOnlyFieldList`). */
  editableFieldList?: TriggerItem[] | null;
  /** Fields / cells that stop being required. */
  notRequiredFieldList?: TriggerItem[] | null;
  /** Fields / cells that become required (wins over `notRequiredFieldList`). */
  requiredFieldList?: TriggerItem[] | null;
  /** Fields / cells reset to the empty value of their kind. */
  emptyFieldList?: TriggerItem[] | null;
  /** Fields / cells set to `value` (coerced to the target's value kind; wins over `emptyFieldList`). */
  setValueList?: TriggerItem[] | null;
  /** Copies the value of `fieldCode` to `key` (or the cell, or every code in a `value` list). */
  fieldAssignmentList?: TriggerItem[] | null;
  /** Sets table cells (`tableCode`, `tableColumnCode`, `rowNum`, `value`). */
  tableValueList?: TriggerItem[] | null;
  /** Hides the options `optionValue` of `key`. */
  optionHideList?: TriggerItem[] | null;
  /** Shows only the options `optionValue` of `key`. */
  optionShowList?: TriggerItem[] | null;
  /** Shows every option, the listed `optionValue`s first. */
  optionShowPrependList?: TriggerItem[] | null;
  /** Shows every option again (undoes show / hide). */
  optionShowAllList?: TriggerItem[] | null;
  /** Appends `additionOptionValue` to the options of `key`. */
  addOptionList?: TriggerItem[] | null;
  /** Replaces the options of `key` with `additionOptionValue` (or `value`). */
  changeOptionList?: TriggerItem[] | null;
  [extra: string]: unknown;
}

/** What the compiled patch functions read. Never mutated. */
export interface LinkageState {
  /**
   * Current form values. Read by path: a flat key (`group1.fieldA`) first,
   * then by walking nested objects. Table values are row lists
   * (`{ rowNum?, rowData }` or plain objects).
   */
  values: Readonly<Record<string, unknown>>;
  /** Current field states by path (also `tableCode[rowNum].columnCode` for cells). */
  fieldStates?: Readonly<Record<string, Readonly<Partial<FieldState>>>>;
}

/** A function compiled from server or local data. Pure: same state, same patch. */
export type PatchFunction = (state: LinkageState) => FormPatch;

/** Options of {@link compileTriggerMap}. */
export interface CompileOptions {
  /**
   * The field types (the registry's `fields`): value kinds of fields and
   * table cells, and which fields are tables.
   * @default the transitional core table (to be removed: pass the registry)
   */
  fieldTypes?: FieldTypeLookup;
  /**
   * Value kind of a field; lets the registry's plugin `valueKind` win.
   * @default valueKindResolver(fieldTypes)
   */
  valueKind?: (field: NormalizedField) => ValueKind;
  /**
   * A non-empty `showFieldList` hides the editable fields outside it.
   * @default true
   */
  exclusiveShowSet?: boolean;
  /**
   * Expand every-row (-1) cell patches to concrete rows -1..99 instead of the
   * `[-1]` path plus the rows known from the state.
   * @default false
   */
  expandAllRows?: boolean;
}
