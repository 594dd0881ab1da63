/**
 * Table-cell rules, compiled in one place: per table, once per set of cell
 * states (linkage patches replace a table's cell record, which recompiles its
 * rules on the next use). Validation on save and the table view's per-cell
 * messages both read them from here.
 */
import type { FieldTypeLookup } from '../interpreter/interpret';
import type { ValueKind } from '../../registry';
import { compileTableCellRules, type TableCellRules } from '../rules/compile';
import { cellAddress } from '../rules/table';
import { parseCellKey } from '../permissions/table';
import type { CellState } from '../rules/types';
import type { NormalizedField } from '../types';
import type { CellPatches } from '../controller/view';

/** Cell states by cell address (`table[row].column`), from a table's cell patches (`${rowNum}.${column}` keys). */
export function cellStatesOf(tableCode: string, cells: CellPatches): Record<string, CellState> {
  const out: Record<string, CellState> = {};
  for (const [key, patch] of Object.entries(cells)) {
    const cell = parseCellKey(key);
    if (!cell) continue;
    const state: CellState = {};
    for (const name of ['required', 'visible', 'disabled', 'readOnly'] as const) if (patch[name] !== undefined) state[name] = patch[name];
    if (Object.keys(state).length > 0) out[cellAddress(tableCode, cell.rowNum, cell.columnCode)] = state;
  }
  return out;
}

/** What cell rules are compiled with. */
export interface CellRuleEnv {
  utcOffset: number;
  titleOf: (code: string) => string | undefined;
  /** Rule kinds of a column type (its plugin's `ruleKinds`). */
  kindsOf: (type: string) => readonly string[] | undefined;
  /** Value kind of a column type (its plugin's `valueKind`). */
  valueKindOf: (type: string) => ValueKind | undefined;
  /** The registry's field types (column facts such as NUMBER's coercion). */
  fieldTypes: FieldTypeLookup;
}

/** The compiled cell rules of a table for its current cell states; cached per table and cell record. */
export type CellRuleCache = (table: NormalizedField, cells: CellPatches) => TableCellRules;

export function createCellRuleCache(env: CellRuleEnv): CellRuleCache {
  const cache = new Map<string, { cells: CellPatches; rules: TableCellRules }>();
  return (table, cells) => {
    const hit = cache.get(table.path);
    if (hit && hit.cells === cells) return hit.rules;
    const rules = compileTableCellRules(table, { ...env, cellStates: cellStatesOf(table.path, cells) });
    cache.set(table.path, { cells, rules });
    return rules;
  };
}
