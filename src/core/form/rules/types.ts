import type { ValueKind } from '../../registry';
import type { FieldTypeLookup } from '../value-kind';
import type { FieldStatePatch, ValidationContext, Validator } from '../types';

/**
 * Every rule kind the compiler knows. Field plugins list the kinds they
 * support in `ruleKinds`; `compileRules` skips the others (except `required`
 * and `server`, which apply to every field).
 */
export const ruleKinds = [
  'required',
  'email',
  'phone',
  'ip',
  'custom',
  'textRange',
  'numberRange',
  'numberMaxLength',
  'decimalsMount',
  'dateRange',
  'dateRelative',
  'startBeforeEnd',
  'unique',
  'position',
  'parent',
  'selectionCount',
  'fileCount',
  'tableNotEmpty',
  'tableCells',
  'server',
] as const;

/** A rule kind (see `ruleKinds`). */
export type RuleKind = (typeof ruleKinds)[number];

/** A validator that says which rule kind produced it (handy for filtering and debugging). */
export type CompiledValidator = Validator & { readonly kind: RuleKind };

/** Whether a string is a known rule kind. */
export function isRuleKind(value: unknown): value is RuleKind {
  return typeof value === 'string' && (ruleKinds as readonly string[]).includes(value);
}

/** Tags a validator with its kind. */
export function defineValidator(kind: RuleKind, fn: Validator): CompiledValidator {
  return Object.assign(fn, { kind });
}

/** Values of the column a cell belongs to, read when the cell is validated. */
export type ColumnValuesSource = readonly unknown[] | ((ctx: ValidationContext) => readonly unknown[]);

/** Probe of the map service; `false` makes position checks end as `unload`. */
export type MapAvailability = () => boolean | Promise<boolean>;

/** What field plugins give the rule compiler from the running app (`FieldTypeDefinition.ruleServices`). */
export interface FieldRuleServices {
  /** The position check's map probe: false puts the check into `unload` (service-desk §8). */
  mapAvailable?: MapAvailability;
}

/** Options of `compileRules`. */
export interface CompileRulesOptions {
  /**
   * Value shape of the field (from its plugin); decides what counts as empty.
   * @default derived from the server type (see `valueKindOfType`)
   */
  valueKind?: ValueKind;
  /**
   * Overrides `field.required`, e.g. after a linkage patch made the field required.
   * @default field.required
   */
  required?: boolean;
  /**
   * Rule kinds the field's plugin supports. When given, other kinds are not
   * compiled; `required` and `server` always are.
   * @default every kind
   */
  kinds?: readonly string[];
  /**
   * For a table column field: the values of the whole column (the cell's own
   * value included), used by the `unique` rule.
   */
  tableColumnValues?: ColumnValuesSource;
  /**
   * Offset from UTC in minutes used for day boundaries and date display
   * (config `timeZoneOffset`, 480 for China).
   * @default 480 (AppConfig.timeZoneOffset's default), never the device's zone
   */
  utcOffset?: number;
  /**
   * Start/end field code pairs: the end may not be earlier than the start.
   * @default [['planStartTime', 'planEndTime']]
   */
  startEndPairs?: ReadonlyArray<readonly [string, string]>;
  /** Title of another field by code, for messages naming a parent field. @default the code */
  titleOf?: (code: string) => string | undefined;
  /** Map availability probe for position checks. @default always available */
  mapAvailable?: MapAvailability;
  /**
   * Longest input a custom regular expression is run on. Server patterns are
   * not vetted for catastrophic backtracking, so the input length is bounded.
   * @default 4096
   */
  maxRegexInput?: number;
  /**
   * Table fields: state of cells by address `tableCode[rowNum].columnCode`
   * (rowNum -1 = every row, 0..99 one row), e.g. linkage patches that make a
   * cell required or hide it, or row-index disabling. A row's own entry wins
   * over the -1 entry.
   */
  cellStates?: Readonly<Record<string, CellState>>;
  /** Table fields: rule kinds of a column type (the column plugin's `ruleKinds`). @default every kind */
  kindsOf?: (type: string) => readonly string[] | undefined;
  /** Table fields: value kind of a column type (the column plugin's `valueKind`). @default valueKindOfType */
  valueKindOf?: (type: string) => ValueKind | undefined;
  /**
   * The field types (the registry's `fields`): value kinds and which fields
   * are tables (a plugin's `table`), for fields and table columns.
   * @default none: every type single-valued, no tables
   */
  fieldTypes?: FieldTypeLookup;
}

/** The part of a cell's state that changes its rules (hidden, disabled and read-only cells are not validated). */
export type CellState = Pick<FieldStatePatch, 'required' | 'visible' | 'disabled' | 'readOnly'>;

/** Rule kinds of single choices (a plugin's `ruleKinds` may start from it). */
export const selectRuleKinds: readonly RuleKind[] = ['unique', 'parent'];
/** Rule kinds of multiple choices: selection count, unique, parent. */
export const multiRuleKinds: readonly RuleKind[] = ['selectionCount', 'unique', 'parent'];
/** Rule kinds of dates and times: range, relative dates, start before end, unique, parent. */
export const dateRuleKinds: readonly RuleKind[] = ['dateRange', 'dateRelative', 'startBeforeEnd', 'unique', 'parent'];
