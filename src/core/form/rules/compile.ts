import type { NormalizedField, ValidationContext } from '../types';
import { fileCountValidator, readCountBounds, readFileQuantity, selectionCountValidator, tableNotEmptyValidator } from './count';
import { dateRangeValidator, dateRelativeValidator, DEFAULT_START_END_PAIRS, readDateRange, readDateRelativeRules, startBeforeEndValidator } from './date';
import { customPatternValidator, emailValidator, ipValidator, normalizeCustomPatterns, phoneValidator } from './format';
import { decimalsValidator, numberMaxLengthValidator, numberRangeValidator, readDecimals, readNumberBounds, NUMBER_MAX_DIGITS } from './number';
import { parentValidator, readParentRules } from './parent';
import { positionValidator } from './position';
import { requiredValidator } from './required';
import { compileServerRule, serverRequired } from './server';
import { cellAddress, MAX_TABLE_ROW, parseCellAddress, tableColumnsOf } from './table';
import { readLengthBounds, textLengthValidator } from './text';
import { defineValidator, type CellState, type CompileRulesOptions, type CompiledValidator, type RuleKind } from './types';
import { cellValue, uniqueCellValidator } from './unique';
import { isRecord, lookupValue, setting, toBool } from './util';
import { fieldTypeOf, isTableField, valueKindOf } from '../value-kind';
import { ownValue } from '../keys/records';

/** Values of the rule picker (`x-props.check`). */
export const checkTypes = ['PHONE', 'EMAIL', 'IP', 'CUSTOM', 'NORULE'] as const;
export type CheckType = (typeof checkTypes)[number];

/** The rule picker value of a field (`check`, else `validateRule`); NORULE by default. */
export function checkTypeOf(field: NormalizedField): CheckType {
  const raw = setting(field, 'check') ?? setting(field, 'validateRule');
  const upper = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return (checkTypes as readonly string[]).includes(upper) ? (upper as CheckType) : 'NORULE';
}


/**
 * Compiles a field's validators from its `required` flag, `x-props` and
 * `x-rules`, in the order they should report: required, format (check),
 * lengths and numbers, dates, parent, counts, table, position, server rules.
 * Pure: the result depends only on the field and the options; everything
 * time- or value-dependent (today, other fields) is read from the
 * validation context when a validator runs.
 */
export function compileRules(field: NormalizedField, options: CompileRulesOptions = {}): CompiledValidator[] {
  const type = String(field.type ?? '').toUpperCase();
  const valueKind = options.valueKind ?? valueKindOf(type, options.fieldTypes);
  // What the type's plugin declares: a table (rows and cells, TABLE_FORM), a number (NUMBER), files (UPLOAD).
  const definition = fieldTypeOf(field.pluginType ?? type, options.fieldTypes);
  const isTable = isTableField(field, options.fieldTypes);
  const numeric = definition?.numeric === true;
  const files = definition?.files === true;
  const enabled = (kind: RuleKind): boolean => kind === 'required' || kind === 'server' || !options.kinds || options.kinds.includes(kind);
  const out: CompiledValidator[] = [];
  const add = (kind: RuleKind, make: () => CompiledValidator | CompiledValidator[] | undefined): void => {
    if (!enabled(kind)) return;
    const made = make();
    if (Array.isArray(made)) out.push(...made);
    else if (made) out.push(made);
  };
  const rules = field.rules ?? [];
  const fromServer = serverRequired(rules);
  const required = options.required ?? (field.required || fromServer.required);
  const dateOptions = { utcOffset: options.utcOffset };

  if (required && valueKind !== 'none' && valueKind !== 'container') {
    // A required table needs a row with data; it is the table's required rule, so the kind filter does not apply.
    if (isTable) out.push(tableNotEmptyValidator(fromServer.message));
    else out.push(requiredValidator(valueKind, fromServer.message));
  }

  switch (checkTypeOf(field)) {
    case 'EMAIL':
      add('email', () => emailValidator());
      break;
    case 'PHONE':
      add('phone', () => phoneValidator());
      break;
    case 'IP':
      add('ip', () => ipValidator());
      break;
    case 'CUSTOM':
      add('custom', () => {
        const patterns = normalizeCustomPatterns(setting(field, 'regularExpression'));
        return patterns.length > 0 ? customPatternValidator(patterns, { maxInput: options.maxRegexInput }) : undefined;
      });
      break;
    default:
      break;
  }

  add('textRange', () => {
    const bounds = readLengthBounds(setting(field, 'range'));
    return bounds ? textLengthValidator(bounds) : undefined;
  });
  add('numberRange', () => {
    const bounds = readNumberBounds(setting(field, 'numberRange'));
    return bounds ? numberRangeValidator(bounds) : undefined;
  });
  // The spec fixes the digit limit at 15 whenever a number field has a
  // maxLength, and number fields carry maxLength 15 by default: every NUMBER gets it.
  if (numeric) add('numberMaxLength', () => numberMaxLengthValidator(NUMBER_MAX_DIGITS));
  add('decimalsMount', () => {
    const count = readDecimals(setting(field, 'decimalsMount'));
    return count !== undefined ? decimalsValidator(count) : undefined;
  });

  add('dateRange', () => (readDateRange(setting(field, 'dateRange')) ? dateRangeValidator({ ...dateOptions, field }) : undefined));
  add('startBeforeEnd', () =>
    (options.startEndPairs ?? DEFAULT_START_END_PAIRS).flatMap((pair) =>
      field.code === pair[1]
        ? [startBeforeEndValidator(pair, 'end', { ...dateOptions, field })]
        : field.code === pair[0]
          ? [startBeforeEndValidator(pair, 'start', { ...dateOptions, field })]
          : [],
    ),
  );
  add('dateRelative', () => readDateRelativeRules(setting(field, 'dateRules') ?? setting(field, 'dateRelativeRules')).map((rule) => dateRelativeValidator(rule, dateOptions)));

  add('parent', () => readParentRules(field).map((rule) => parentValidator(rule, valueKind, options.titleOf)));

  if (valueKind === 'multi' && !isTable && !files) {
    add('selectionCount', () => {
      const bounds = readCountBounds(setting(field, 'minCount'), setting(field, 'maxCount'));
      return bounds ? selectionCountValidator(bounds) : undefined;
    });
  }
  if (files) add('fileCount', () => fileCountValidator(readFileQuantity(setting(field, 'uploadFileQuantity'), setting(field, 'uploadSetting'))));

  if (toBool(setting(field, 'valueUniqueFlag')) && options.tableColumnValues) {
    const source = options.tableColumnValues;
    add('unique', () => uniqueCellValidator(source));
  }

  if (isTable) {
    add('tableCells', () => {
      const cells = compileTableCellRules(field, options);
      if (Object.values(cells.byAddress).every((list) => list.length === 0)) return undefined;
      return defineValidator('tableCells', async (value, ctx) => {
        if (!Array.isArray(value)) return undefined;
        const errors = await cells.validateRows(value, ctx);
        return Object.keys(errors).length > 0 ? ctx.t('rules.tableInvalid') : undefined;
      });
    });
  }

  const positionCheck = setting(field, 'positionCheck');
  if (isRecord(positionCheck) && toBool(positionCheck.mark)) add('position', () => positionValidator(positionCheck, options.mapAvailable));

  for (const rule of rules) {
    // Entries tied to a parent are parent rules, compiled above.
    if (rule.firstId || rule.userParentId) continue;
    out.push(...compileServerRule(rule, { valueKind, numeric, maxRegexInput: options.maxRegexInput }));
  }
  return out;
}

/** Compiled rules of a table's cells. */
export interface TableCellRules {
  tableCode: string;
  /** The table's columns as fields. */
  columns: readonly NormalizedField[];
  /**
   * Validators by cell address: every column at row -1 (every row), plus rows
   * 0..99 whose cell state (`cellStates`) differs from the -1 entry.
   */
  byAddress: Readonly<Record<string, CompiledValidator[]>>;
  /** Validators of one cell: its own row entry when it has one (rows 0..99), else the row -1 entry. */
  forCell(rowNum: number, columnCode: string): CompiledValidator[];
  /**
   * Validates every cell of the given rows (row number = index in the list).
   * A cell sees the form values with its row's values on top, and the table
   * value under the table's path (for unique columns). Returns the first
   * message per failing cell address.
   */
  validateRows(rows: readonly unknown[], ctx: ValidationContext): Promise<Record<string, string>>;
}

function rowValues(row: unknown): Record<string, unknown> {
  if (!isRecord(row)) return {};
  return isRecord(row.rowData) ? row.rowData : row;
}

/**
 * Compiles the cell rules of a `TABLE_FORM` field for addresses
 * `tableCode[rowNum].columnCode`, rowNum -1..99 (-1 = every row). Each column
 * is compiled like a field; unique columns compare against the whole column.
 */
export function compileTableCellRules(table: NormalizedField, options: CompileRulesOptions = {}): TableCellRules {
  const tableCode = table.code;
  const columns = tableColumnsOf(table);
  const states = options.cellStates ?? {};
  const rowsOf = (ctx: ValidationContext): readonly unknown[] => {
    const rows = ctx.values[table.path] ?? lookupValue(ctx.values, tableCode);
    return Array.isArray(rows) ? rows : [];
  };
  const compileCell = (column: NormalizedField, state: CellState | undefined): CompiledValidator[] => {
    if (state?.visible === false || state?.disabled === true || state?.readOnly === true) return [];
    return compileRules(column, {
      utcOffset: options.utcOffset,
      startEndPairs: options.startEndPairs,
      titleOf: options.titleOf,
      mapAvailable: options.mapAvailable,
      maxRegexInput: options.maxRegexInput,
      kindsOf: options.kindsOf,
      valueKindOf: options.valueKindOf,
      fieldTypes: options.fieldTypes,
      kinds: options.kindsOf?.(column.type),
      valueKind: options.valueKindOf?.(column.type) ?? valueKindOf(column.type, options.fieldTypes),
      required: state?.required ?? column.required,
      tableColumnValues: (ctx) => rowsOf(ctx).map((row) => cellValue(row, column.code)),
    });
  };

  const byAddress: Record<string, CompiledValidator[]> = {};
  for (const column of columns) {
    const allRows = states[cellAddress(tableCode, -1, column.code)];
    byAddress[cellAddress(tableCode, -1, column.code)] = compileCell(column, allRows);
    for (const [address, state] of Object.entries(states)) {
      const parsed = parseCellAddress(address);
      if (!parsed || parsed.tableCode !== tableCode || parsed.columnCode !== column.code) continue;
      if (parsed.rowNum < 0 || parsed.rowNum > MAX_TABLE_ROW) continue;
      byAddress[address] = compileCell(column, { ...allRows, ...state });
    }
  }

  const forCell = (rowNum: number, columnCode: string): CompiledValidator[] =>
    byAddress[cellAddress(tableCode, rowNum, columnCode)] ?? byAddress[cellAddress(tableCode, -1, columnCode)] ?? [];

  const validateRows = async (rows: readonly unknown[], ctx: ValidationContext): Promise<Record<string, string>> => {
    const errors: Record<string, string> = {};
    for (let index = 0; index < rows.length; index += 1) {
      const data = rowValues(rows[index]);
      const values = { ...ctx.values, ...data, [table.path]: rows };
      for (const column of columns) {
        const cellCtx: ValidationContext = { ...ctx, values, field: column };
        for (const validate of forCell(index, column.code)) {
          const message = await validate(ownValue(data, column.code), cellCtx);
          if (message) {
            errors[cellAddress(tableCode, index, column.code)] = message;
            break;
          }
        }
      }
    }
    return errors;
  };

  return { tableCode, columns, byAddress, forCell, validateRows };
}
