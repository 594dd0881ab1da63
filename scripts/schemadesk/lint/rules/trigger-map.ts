// Linkage rules (triggerMap, form-widgets §3 "Linkage rule lists"): the contract of schemas/trigger-map.schema.json,
// and every field or table column they name must be in the form. A file is either one triggerMap or the fixture
// shape `{ triggerFieldList, scenarios: { <name>: { triggerMap, showField, when } } }` of fixtures/workflows.
import { checkContract } from '../contract';
import { toPointer } from '../json-position';
import type { Report } from '../types';
import { collectFields, columnCode, tableColumns } from './form';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const q = (value: string) => JSON.stringify(value);

/** Whether a file's value is the scenario shape rather than one triggerMap. */
export function isScenarioFile(value: unknown): value is Json & { scenarios: Json } {
  return isRecord(value) && isRecord(value.scenarios);
}

/** The triggerMaps of a file with their JSON pointers. */
export function triggerMapsOf(value: unknown): { map: unknown; base: string }[] {
  if (!isScenarioFile(value)) return [{ map: value, base: '' }];
  return Object.entries(value.scenarios).map(([name, scenario]) => ({ map: isRecord(scenario) ? scenario.triggerMap : undefined, base: toPointer(['scenarios', name, 'triggerMap']) }));
}

/** The contract check of every triggerMap in the file. */
export function checkTriggerMapContract(value: unknown): Report[] {
  return triggerMapsOf(value).flatMap(({ map, base }) => (map === undefined ? [] : checkContract('triggerMap', map, base, 'triggerMap')));
}

/** Field references of a trigger-map file that the form does not have. */
export function checkLinkageFields(value: unknown, form: unknown, formFile: string): Report[] {
  const fields = collectFields(form);
  const byCode = new Map(fields.map((field) => [field.code, field]));
  const paths = new Set(fields.map((field) => field.segments.filter((_, i) => i % 2 === 1).join('.')));
  const has = (ref: string): boolean => {
    if (byCode.has(ref) || paths.has(ref)) return true;
    // A path: `group.field`, or a table cell `table[0].column` / `table.column`.
    const parts = ref.split(/\.|\[\d+\]/).filter(Boolean);
    const table = byCode.get(parts[0] ?? '');
    if (table && parts.length === 2) {
      const { columns } = tableColumns(table);
      if (columns?.some((c) => columnCode(c)?.code === parts[1])) return true;
    }
    return parts.length > 1 && paths.has(parts.join('.'));
  };
  const reports: Report[] = [];
  const report = (segments: (string | number)[], ref: string) =>
    reports.push({ rule: 'linkage-unknown-field', path: toPointer(segments), message: { zh: `联动规则引用的字段 ${q(ref)} 不在表单 ${formFile} 中`, en: `linkage rule names field ${q(ref)}, which form ${formFile} does not have` } });

  if (isScenarioFile(value)) {
    const triggers = value.triggerFieldList;
    if (Array.isArray(triggers)) triggers.forEach((ref, i) => typeof ref === 'string' && !has(ref) && report(['triggerFieldList', i], ref));
    for (const [name, scenario] of Object.entries(value.scenarios)) {
      if (!isRecord(scenario)) continue;
      const shown = str(scenario.showField);
      if (shown && !has(shown)) report(['scenarios', name, 'showField'], shown);
      if (isRecord(scenario.when)) for (const ref of Object.keys(scenario.when)) if (!has(ref)) report(['scenarios', name, 'when', ref], ref);
    }
  }

  for (const { map, base } of triggerMapsOf(value)) {
    if (!isRecord(map)) continue;
    for (const [list, items] of Object.entries(map)) {
      if (!Array.isArray(items)) continue;
      items.forEach((item, i) => {
        if (!isRecord(item)) return;
        const at = (key: string) => `${base}${toPointer([list, i, key])}`;
        const push = (key: string, ref: string) => reports.push({ rule: 'linkage-unknown-field', path: at(key), message: { zh: `联动规则引用的字段 ${q(ref)} 不在表单 ${formFile} 中`, en: `linkage rule names field ${q(ref)}, which form ${formFile} does not have` } });
        const column = str(item.tableColumnCode);
        if (column) {
          // A cell: tableCode (else key) is the table, tableColumnCode one of its columns.
          const tableKey = str(item.tableCode) ? 'tableCode' : 'key';
          const table = str(item[tableKey]);
          if (!table) return;
          const field = byCode.get(table);
          if (!field) return push(tableKey, table);
          const { columns } = tableColumns(field);
          const known = (columns ?? []).some((c) => columnCode(c)?.code === column);
          if (!known) reports.push({ rule: 'linkage-unknown-field', path: at('tableColumnCode'), message: { zh: `联动规则引用的列 ${q(column)} 不在表格 ${q(table)} 中`, en: `linkage rule names column ${q(column)}, which table ${q(table)} does not have` } });
          return;
        }
        const key = str(item.key);
        if (key && !has(key)) push('key', key);
        const source = str(item.fieldCode);
        if (source && !has(source)) push('fieldCode', source);
      });
    }
  }
  return reports;
}
