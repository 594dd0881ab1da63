/**
 * Server data of the R variant, written as JSON next to the bench pages
 * (`dist/bench/data/*.json`) and fetched by the R page like a server answer.
 * The B and F pages build the equivalent forms by hand from the same sizes.
 */
import type { ServerFieldSchema, ServerFormSchema } from '@core/form/types';
import type { TriggerMap } from '@core/form/linkage';
import { OPTION_DICT, SIZES, TRIGGER_CODE, fieldCode, fieldTitle } from './protocol';

/** Field kinds of the route scenario's create form, cycled in this order. */
export const ROUTE_KINDS = ['INPUT', 'TEXTAREA', 'NUMBER', 'RADIO'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** Options of the RADIO fields of the create form. */
export const RADIO_OPTIONS = [
  { label: '是', value: 'Y' },
  { label: '否', value: 'N' },
];

function field(index: number, type: string, extra: Partial<ServerFieldSchema> = {}): ServerFieldSchema {
  return { key: fieldCode(index), title: fieldTitle(index), type: 'string', 'x-component': type, 'x-index': index, 'x-props': { fieldWidth: 'WHOLE_LINE', placeholder: '请输入' }, ...extra };
}

/** `count` INPUT fields, every third one required. */
export function inputsSchema(count: number): ServerFormSchema {
  const properties: Record<string, ServerFieldSchema> = {};
  for (let index = 1; index <= count; index++) properties[fieldCode(index)] = field(index, 'INPUT', { 'x-rules': index % 3 === 0 ? [{ required: true }] : [] });
  return { type: 'object', properties };
}

/** One INPUT trigger and `count` INPUT dependents. */
export function fanoutSchema(count: number): ServerFormSchema {
  const properties: Record<string, ServerFieldSchema> = {
    [TRIGGER_CODE]: { key: TRIGGER_CODE, title: '触发字段', type: 'string', 'x-component': 'INPUT', 'x-index': 0, 'x-props': { fieldWidth: 'WHOLE_LINE' } },
  };
  for (let index = 1; index <= count; index++) properties[fieldCode(index)] = field(index, 'INPUT');
  return { type: 'object', properties };
}

/**
 * The fan-out as the server answers it (linkFieldContent's `triggerMap`):
 * trigger = HIDE_VALUE hides the dependents and makes them optional; any
 * other value shows them (the show set includes the trigger, so the
 * exclusive show set keeps it visible) and makes them required.
 */
export function fanoutAnswers(count: number): { hide: TriggerMap; show: TriggerMap } {
  const dependents = Array.from({ length: count }, (_, index) => ({ key: fieldCode(index + 1) }));
  return {
    hide: { hideFieldList: dependents, notRequiredFieldList: dependents },
    show: { showFieldList: [{ key: TRIGGER_CODE }, ...dependents], requiredFieldList: dependents },
  };
}

/** Column codes of the table scenario. */
export const tableColumnCode = (index: number): string => `c${index}`;

/**
 * A TABLE_FORM of `columns` INPUT columns and its value of `rows` rows, in the core's row shape
 * (`{ id, rowNum, rowData }`, spec: table rows), so rows are keyed by their ids.
 */
export function tableSchema(rows: number, columns: number): { schema: ServerFormSchema; values: Record<string, unknown> } {
  const cols = Array.from({ length: columns }, (_, index) => ({ key: tableColumnCode(index), title: `列 ${index + 1}`, 'x-component': 'INPUT' }));
  const value = Array.from({ length: rows }, (_, row) => ({
    id: `row-${row + 1}`,
    rowNum: row,
    rowData: Object.fromEntries(cols.map((col, index) => [col.key, `${row + 1}-${index + 1}`])),
  }));
  return {
    schema: {
      type: 'object',
      properties: { table: { key: 'table', title: '明细', type: 'array', 'x-component': 'TABLE_FORM', 'x-index': 1, 'x-props': { fieldWidth: 'WHOLE_LINE', columns: cols } } },
    },
    values: { table: value },
  };
}

/** The create form of the route scenario: `count` fields cycling INPUT, TEXTAREA, NUMBER, RADIO. */
export function routeSchema(count: number): ServerFormSchema {
  const properties: Record<string, ServerFieldSchema> = {};
  for (let index = 1; index <= count; index++) {
    const kind = ROUTE_KINDS[(index - 1) % ROUTE_KINDS.length]!;
    const xProps: Record<string, unknown> =
      kind === 'RADIO' ? { fieldWidth: 'WHOLE_LINE', dataType: 'custom', dataSource: RADIO_OPTIONS } : { fieldWidth: 'WHOLE_LINE', placeholder: '请输入' };
    properties[fieldCode(index)] = field(index, kind, { 'x-props': xProps, 'x-rules': index % 5 === 0 ? [{ required: true }] : [] });
  }
  return { type: 'object', properties };
}

/** `count` SELECT fields on one dictionary, each holding a value (so each shows its label at once). */
export function optionsSchema(count: number): { schema: ServerFormSchema; values: Record<string, unknown> } {
  const properties: Record<string, ServerFieldSchema> = {};
  const values: Record<string, unknown> = {};
  for (let index = 1; index <= count; index++) {
    properties[fieldCode(index)] = field(index, 'SELECT', { 'x-props': { fieldWidth: 'WHOLE_LINE', dataType: 'dictionary', directoryValue: OPTION_DICT.dictId } });
    values[fieldCode(index)] = OPTION_DICT.value;
  }
  return { schema: { type: 'object', properties }, values };
}

/** Every data file of the R page, by file name under `data/`. */
export function benchDataFiles(): Record<string, unknown> {
  return {
    'inputs-200.json': { schema: inputsSchema(SIZES.mount200) },
    'inputs-1000.json': { schema: inputsSchema(SIZES.mount1000) },
    'fanout.json': { schema: fanoutSchema(SIZES.fanoutDependents), answers: fanoutAnswers(SIZES.fanoutDependents) },
    'table.json': tableSchema(SIZES.tableRows, SIZES.tableColumns),
    'route.json': { schema: routeSchema(SIZES.routeFields) },
    'options.json': optionsSchema(SIZES.optionSelects),
  };
}
