// Administrative rules of a server form schema (form-widgets §5 "Administrative configuration", §3 "Dynamic form
// schema"; service-desk §5): field codes, names, options, defaults, tables, parents, public fields, API addresses,
// upload extensions, and x-component types no registered plugin serves.
import { fieldTypeOf, registryTypeOf, type FieldTypeLookup } from '@core/form/value-kind';
import { readOptionConfig } from '@core/form/options/config';
import type { Texts } from '../../shared/language';
import { toPointer } from '../json-position';
import type { Report } from '../types';

/** Spec §5: letters, digits, underscore, not starting with a digit; at most 20 characters. */
export const FIELD_CODE_RULE = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const FIELD_CODE_MAX = 20;
export const FIELD_NAME_MAX = 128;

/**
 * Codes the ticket itself owns (the work-order record and the order detail: service-desk §3), which a form field
 * may not take: its value would be mistaken for the ticket's own.
 */
export const BUILTIN_FIELD_CODES: readonly string[] = [
  'workOrderId',
  'preNum',
  'processId',
  'processName',
  'processDefId',
  'processDefKey',
  'processInstanceId',
  'mdlDefCode',
  'dataStatus',
  'createdBy',
  'createdTime',
  'updatedBy',
  'updatedTime',
  'currentNodeId',
  'currentNodeName',
  'handlerIds',
  'handlerGroupId',
  'participantIds',
  'isApprove',
  'slaStatus',
  'formData',
  'formDataInfo',
];

/**
 * Public fields: shared by every workflow (list filters and custom views read them by code: `publicFieldColumn`
 * with urgentLevel, service-desk §3; the ticket title). A form holds each at most once.
 */
export const PUBLIC_FIELD_CODES: readonly string[] = ['title', 'urgentLevel'];

/** Choice fields (options must be set); the single-choice ones take one default at most. */
export const CHOICE_TYPES: readonly string[] = ['RADIO', 'CHECKBOX', 'SELECT', 'SELECT_MANY', 'MULTI_SELECT'];
export const SINGLE_CHOICE_TYPES: readonly string[] = ['RADIO', 'SELECT'];

/** Where a table field's columns are, in the order the rule compiler reads them. */
const COLUMN_CODE_KEYS = ['key', 'code', 'fieldCode', 'dataIndex', 'name'] as const;
/** x-props keys holding allowed upload extensions (plugins/fields/UPLOAD/normalize.ts, mapUploadProps). */
const EXTENSION_KEYS = ['fileTypes', 'uploadFileType', 'fileType', 'accept'] as const;
/** x-props keys holding an API address (external option source, templates, linkage calls). */
const URL_KEY = /^(?:apiStr|url|api|apiUrl|apiAddress|[A-Za-z]*(?:Url|URL|Api|ApiStr))$/;

type Json = Record<string, unknown>;
type Segments = (string | number)[];

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
const q = (value: string) => JSON.stringify(value);

/** One field of the form (nested ADD_GROUP fields included), in file order. */
export interface FormField {
  code: string;
  segments: Segments;
  source: Json;
  type: string;
  xProps: Json;
}

/** Every field of a form schema, depth first (containers before their children). */
export function collectFields(schema: unknown): FormField[] {
  const out: FormField[] = [];
  const walk = (properties: unknown, segments: Segments) => {
    if (!isRecord(properties)) return;
    for (const [code, source] of Object.entries(properties)) {
      if (!isRecord(source)) continue;
      const here = [...segments, code];
      const xProps = isRecord(source['x-props']) ? source['x-props'] : {};
      out.push({ code, segments: here, source, type: typeof source['x-component'] === 'string' ? source['x-component'].trim() : '', xProps });
      walk(source.properties, [...here, 'properties']);
    }
  };
  if (isRecord(schema)) walk(schema.properties, ['properties']);
  return out;
}

/** Columns of a table field and their pointer segments. */
export function tableColumns(field: FormField): { columns: unknown[] | undefined; segments: Segments } {
  const inProps = field.xProps.columns;
  if (inProps !== undefined) return { columns: Array.isArray(inProps) ? inProps : undefined, segments: [...field.segments, 'x-props', 'columns'] };
  return { columns: Array.isArray(field.source.columns) ? field.source.columns : undefined, segments: [...field.segments, 'columns'] };
}

/** The code of a table column and the key holding it. */
export function columnCode(column: unknown): { code: string; prop: string } | undefined {
  if (!isRecord(column)) return undefined;
  const prop = COLUMN_CODE_KEYS.find((name) => typeof column[name] === 'string');
  return prop ? { code: column[prop] as string, prop } : undefined;
}

function codeReports(code: string, path: string, what: Texts): Report[] {
  if (code.trim() === '') return [{ rule: 'field-code-empty', path, message: { zh: `${what.zh}编码为空`, en: `${what.en} code is empty` } }];
  const reports: Report[] = [];
  if ([...code].length > FIELD_CODE_MAX) {
    reports.push({ rule: 'field-code-too-long', path, message: { zh: `${what.zh}编码 ${q(code)} 超过 ${FIELD_CODE_MAX} 个字符（${[...code].length}）`, en: `${what.en} code ${q(code)} is longer than ${FIELD_CODE_MAX} characters (${[...code].length})` } });
  }
  if (!FIELD_CODE_RULE.test(code)) {
    reports.push({ rule: 'field-code-invalid', path, message: { zh: `${what.zh}编码 ${q(code)} 只能包含字母、数字和下划线，且不能以数字开头`, en: `${what.en} code ${q(code)} must be letters, digits and underscores, not starting with a digit` } });
  }
  if (BUILTIN_FIELD_CODES.includes(code)) {
    reports.push({ rule: 'builtin-field-code', path, message: { zh: `${what.zh}编码 ${q(code)} 是工单的内置编码，不能使用`, en: `${what.en} code ${q(code)} is a built-in code of the ticket and cannot be used` } });
  }
  return reports;
}

function nameReports(title: unknown, path: string, what: Texts): Report[] {
  const name = text(title);
  if (name === undefined || name.trim() === '') return [{ rule: 'field-name-empty', path, message: { zh: `${what.zh}名称为空`, en: `${what.en} name is empty` } }];
  const reports: Report[] = [];
  const trimmed = name.trim();
  if ([...trimmed].length > FIELD_NAME_MAX) {
    reports.push({ rule: 'field-name-too-long', path, message: { zh: `${what.zh}名称超过 ${FIELD_NAME_MAX} 个字符（${[...trimmed].length}）`, en: `${what.en} name is longer than ${FIELD_NAME_MAX} characters (${[...trimmed].length})` } });
  }
  if (typeof title === 'string' && trimmed !== title) {
    reports.push({ rule: 'field-name-spaces', path, message: { zh: `${what.zh}名称 ${q(title)} 首尾有空格`, en: `${what.en} name ${q(title)} has leading or trailing spaces` }, fixes: [{ path, value: trimmed }] });
  }
  return reports;
}

/** Value of an option item (the value equals id for dictionary and tree options). */
function optionValue(item: unknown): string | undefined {
  if (!isRecord(item)) return text(item);
  return text(item.value) ?? text(item.id);
}

function optionReports(field: FormField): Report[] {
  const reports: Report[] = [];
  const base = [...field.segments, 'x-props', 'dataSource'];
  const seen = new Set<string>();
  const walk = (list: unknown, segments: Segments) => {
    if (!Array.isArray(list)) return;
    list.forEach((item, i) => {
      const value = optionValue(item);
      if (value !== undefined) {
        if (seen.has(value)) {
          reports.push({ rule: 'duplicate-option-value', path: toPointer([...segments, i]), message: { zh: `字段 ${q(field.code)} 的选项值 ${q(value)} 重复`, en: `field ${q(field.code)}: option value ${q(value)} is used twice` } });
        }
        seen.add(value);
      }
      if (isRecord(item)) walk(item.children, [...segments, i, 'children']);
    });
  };
  walk(field.xProps.dataSource, base);
  return reports;
}

function isDefaultOption(item: unknown): boolean {
  return isRecord(item) && (item.isDefault === true || item.default === true || item.checked === true || item.defaultFlag === true || item.isDefault === 1);
}

function singleDefaultReports(field: FormField): Report[] {
  const candidates: [unknown, Segments][] = [
    [field.xProps.defaultValue, [...field.segments, 'x-props', 'defaultValue']],
    [field.source.default, [...field.segments, 'default']],
  ];
  for (const [value, segments] of candidates) {
    if (Array.isArray(value) && value.length > 1) {
      return [{ rule: 'single-choice-defaults', path: toPointer(segments), message: { zh: `单选字段 ${q(field.code)} 有 ${value.length} 个默认值，只能有一个`, en: `single-choice field ${q(field.code)} has ${value.length} defaults; it takes one` } }];
    }
  }
  const options = Array.isArray(field.xProps.dataSource) ? field.xProps.dataSource : [];
  const flagged = options.map((item, i) => (isDefaultOption(item) ? i : -1)).filter((i) => i >= 0);
  if (flagged.length > 1) {
    return [{ rule: 'single-choice-defaults', path: toPointer([...field.segments, 'x-props', 'dataSource', flagged[1]]), message: { zh: `单选字段 ${q(field.code)} 有 ${flagged.length} 个默认选项，只能有一个`, en: `single-choice field ${q(field.code)} has ${flagged.length} default options; it takes one` } }];
  }
  return [];
}

/** An API address: an absolute http(s) URL, or a path on the server the app talks to ("/api/..."). */
export function apiAddressProblem(raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return 'empty';
  if (value.startsWith('/') && !value.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not a URL';
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : `protocol ${url.protocol}`;
}

function urlReports(field: FormField): Report[] {
  const reports: Report[] = [];
  const report = (segments: Segments, value: string, shown = value) =>
    reports.push({ rule: 'api-url-invalid', path: toPointer(segments), message: { zh: `字段 ${q(field.code)} 的接口地址 ${q(shown)} 不是 HTTP(S) 地址`, en: `field ${q(field.code)}: API address ${q(shown)} is not an HTTP(S) URL` } });
  const walk = (value: unknown, segments: Segments, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...segments, i], depth + 1));
    if (!isRecord(value)) return;
    for (const [key, item] of Object.entries(value)) {
      const here = [...segments, key];
      if (URL_KEY.test(key) && typeof item === 'string') {
        let address: string | undefined = item;
        if (item.trim().startsWith('{')) {
          // apiStr may be a JSON text {url, header} (src/core/form/options/config.ts): read as data, never run.
          try {
            const parsed: unknown = JSON.parse(item);
            address = isRecord(parsed) ? text(parsed.url) : undefined;
          } catch {
            address = undefined;
          }
          if (address === undefined) {
            report(here, item);
            continue;
          }
        }
        if (apiAddressProblem(address)) report(here, item, address);
      } else walk(item, here, depth + 1);
    }
  };
  walk(field.xProps, [...field.segments, 'x-props'], 0);
  return reports;
}

const DOTTED = /^\s*\*?\.+/;

function extensionReports(field: FormField): Report[] {
  const reports: Report[] = [];
  const places: [unknown, Segments][] = EXTENSION_KEYS.map((key) => [field.xProps[key], [...field.segments, 'x-props', key]]);
  const setting = field.xProps.uploadSetting;
  if (isRecord(setting)) for (const key of ['types', 'fileTypes']) places.push([setting[key], [...field.segments, 'x-props', 'uploadSetting', key]]);
  for (const [value, segments] of places) {
    const fixes: { path: string; value: string }[] = [];
    const shown: string[] = [];
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (typeof item === 'string' && DOTTED.test(item)) {
          fixes.push({ path: toPointer([...segments, i]), value: item.replace(DOTTED, '') });
          shown.push(item);
        }
      });
    } else if (typeof value === 'string') {
      const fixed = value.replace(/(^|[,;，；、\s]+)\*?\.+/g, '$1');
      if (fixed !== value) {
        fixes.push({ path: toPointer(segments), value: fixed });
        shown.push(value);
      }
    }
    if (fixes.length) {
      reports.push({
        rule: 'upload-extension-dot',
        path: toPointer(segments),
        message: { zh: `字段 ${q(field.code)} 的允许扩展名 ${shown.join('、')} 应去掉点`, en: `field ${q(field.code)}: allowed extensions ${shown.join(', ')} are written without dots` },
        fixes,
      });
    }
  }
  return reports;
}

const PARENT_FLAGS = ['cascade', 'isCascade', 'relationCascade'] as const;

function superiorOf(field: FormField): { ref: string; segments: Segments } | undefined {
  const fieldRule = field.xProps.fieldRule;
  const places: [unknown, Segments][] = [
    [field.xProps.superiorAttr, [...field.segments, 'x-props', 'superiorAttr']],
    [isRecord(fieldRule) ? fieldRule.superiorAttr : undefined, [...field.segments, 'x-props', 'fieldRule', 'superiorAttr']],
    [field.source.superiorAttr, [...field.segments, 'superiorAttr']],
  ];
  for (const [value, segments] of places) if (typeof value === 'string' && value.trim()) return { ref: value.trim(), segments };
  return undefined;
}

function parentReports(field: FormField, known: (ref: string) => boolean): Report[] {
  const reports: Report[] = [];
  const unknown = (ref: string, segments: Segments) =>
    reports.push({ rule: 'parent-field-unknown', path: toPointer(segments), message: { zh: `字段 ${q(field.code)} 的父级字段 ${q(ref)} 不在表单中`, en: `field ${q(field.code)}: parent field ${q(ref)} is not in the form` } });
  const missing = (segments: Segments) =>
    reports.push({ rule: 'parent-field-missing', path: toPointer(segments), message: { zh: `字段 ${q(field.code)} 使用了父级联动，但没有指定父级字段`, en: `field ${q(field.code)} uses a parent field but names none` } });

  const superior = superiorOf(field);
  if (superior && !known(superior.ref)) unknown(superior.ref, superior.segments);
  const firstId = text(field.source.firstId)?.trim();
  const flag = PARENT_FLAGS.find((name) => field.xProps[name] === true);
  if (flag && !superior && !firstId) missing([...field.segments, 'x-props', flag]);
  // A field-level firstId is also used for ids that are not field codes (src/core/form/rules/parent.ts), so only a
  // value written like a field code is checked.
  if (firstId && FIELD_CODE_RULE.test(firstId) && !/^\d/.test(firstId) && !known(firstId)) unknown(firstId, [...field.segments, 'firstId']);
  const rules = field.source['x-rules'];
  if (Array.isArray(rules)) {
    rules.forEach((rule, i) => {
      if (!isRecord(rule)) return;
      for (const key of ['firstId', 'userParentId'] as const) {
        if (!(key in rule)) continue;
        const ref = text(rule[key])?.trim();
        if (!ref) missing([...field.segments, 'x-rules', i, key]);
        else if (key === 'firstId' && !known(ref)) unknown(ref, [...field.segments, 'x-rules', i, key]);
      }
    });
  }
  return reports;
}

/** The rules over one form schema (already valid against the form-schema contract). */
export function checkForm(schema: unknown, fieldTypes: FieldTypeLookup): Report[] {
  const reports: Report[] = [];
  const fields = collectFields(schema);
  const codes = new Map<string, FormField>();
  const paths = new Set<string>();
  for (const field of fields) {
    paths.add(field.segments.filter((s, i) => i % 2 === 1).join('.'));
    if (!codes.has(field.code)) codes.set(field.code, field);
  }
  const known = (ref: string) => codes.has(ref) || paths.has(ref);
  const publicSeen = new Map<string, FormField>();
  const FIELD: Texts = { zh: '字段', en: 'field' };
  const COLUMN: Texts = { zh: '表格列', en: 'table column' };

  const firstOfCode = new Map<string, FormField>();
  for (const field of fields) {
    const path = toPointer(field.segments);
    const def = fieldTypeOf(field.type, fieldTypes);
    const type = registryTypeOf(field.type);
    reports.push(...codeReports(field.code, path, FIELD));

    const earlier = firstOfCode.get(field.code);
    if (earlier) {
      reports.push({ rule: 'duplicate-field-code', path, message: { zh: `字段编码 ${q(field.code)} 重复（已在 ${toPointer(earlier.segments)} 使用）`, en: `field code ${q(field.code)} is used twice (already at ${toPointer(earlier.segments)})` } });
    } else firstOfCode.set(field.code, field);

    const publicCode = [text(field.source.key), field.code].find((code) => code !== undefined && PUBLIC_FIELD_CODES.includes(code));
    if (publicCode) {
      const other = publicSeen.get(publicCode);
      if (other && other.code !== field.code) {
        reports.push({ rule: 'public-field-repeated', path, message: { zh: `公共字段 ${q(publicCode)} 在表单中出现多次（已在 ${toPointer(other.segments)}）`, en: `public field ${q(publicCode)} appears more than once in the form (already at ${toPointer(other.segments)})` } });
      } else if (!other) publicSeen.set(publicCode, field);
    }

    reports.push(...nameReports(field.source.title, toPointer([...field.segments, 'title']), FIELD));

    if (!type) {
      reports.push({ rule: 'unknown-component', path: toPointer([...field.segments, 'x-component']), message: { zh: `字段 ${q(field.code)} 没有组件类型（x-component）`, en: `field ${q(field.code)} has no component type (x-component)` } });
    } else if (!def && !isRecord(field.source.properties)) {
      reports.push({ rule: 'unknown-component', path: toPointer([...field.segments, 'x-component']), message: { zh: `字段 ${q(field.code)} 的组件类型 ${q(field.type)} 没有已注册的插件，表单中将显示“组件不存在”`, en: `field ${q(field.code)}: no registered plugin serves ${q(field.type)}; the form shows "No such component" there` } });
    }

    if (type === 'TEXT') {
      const content = text(field.xProps.content) ?? text(field.source.content);
      if (content === undefined || content.trim() === '') {
        reports.push({ rule: 'field-content-empty', path: toPointer([...field.segments, 'x-props', 'content']), message: { zh: `说明文字字段 ${q(field.code)} 的内容为空`, en: `text field ${q(field.code)} has no content` } });
      }
    }

    if (CHOICE_TYPES.includes(type)) {
      const config = readOptionConfig({ type, xProps: field.xProps }, fieldTypes);
      if (config.kind === 'custom' && config.dataSource.length === 0) {
        reports.push({ rule: 'options-missing', path: toPointer([...field.segments, 'x-props', 'dataSource']), message: { zh: `选项字段 ${q(field.code)} 未设置选项（自定义选项、数据字典或接口）`, en: `choice field ${q(field.code)} has no options set (custom list, dictionary or API)` } });
      }
      reports.push(...optionReports(field));
      if (SINGLE_CHOICE_TYPES.includes(type)) reports.push(...singleDefaultReports(field));
    }

    if (def?.table || type === 'TABLE_FORM') {
      const { columns, segments } = tableColumns(field);
      if (!columns || columns.length === 0) {
        reports.push({ rule: 'table-no-columns', path: toPointer(segments), message: { zh: `表格 ${q(field.code)} 至少需要一列`, en: `table ${q(field.code)} needs at least one column` } });
      } else {
        const seen = new Set<string>();
        columns.forEach((column, i) => {
          const found = columnCode(column);
          const at = [...segments, i];
          if (!found) {
            reports.push({ rule: 'field-code-empty', path: toPointer(at), message: { zh: `表格 ${q(field.code)} 的第 ${i + 1} 列没有编码`, en: `table ${q(field.code)}: column ${i + 1} has no code` } });
            return;
          }
          const codePath = toPointer([...at, found.prop]);
          reports.push(...codeReports(found.code, codePath, COLUMN).filter((r) => r.rule !== 'builtin-field-code'));
          if (seen.has(found.code)) {
            reports.push({ rule: 'duplicate-column-code', path: codePath, message: { zh: `表格 ${q(field.code)} 的列编码 ${q(found.code)} 重复`, en: `table ${q(field.code)}: column code ${q(found.code)} is used twice` } });
          }
          seen.add(found.code);
          const record = column as Json;
          reports.push(...nameReports(record.title ?? record.label, toPointer([...at, record.title !== undefined || record.label === undefined ? 'title' : 'label']), COLUMN));
          const cellType = text(record['x-component']) ?? text(record.type);
          if (cellType && !fieldTypeOf(cellType, fieldTypes)) {
            reports.push({ rule: 'unknown-component', path: toPointer([...at, record['x-component'] !== undefined ? 'x-component' : 'type']), message: { zh: `表格 ${q(field.code)} 的列 ${q(found.code)} 的类型 ${q(cellType)} 没有已注册的插件`, en: `table ${q(field.code)}: no registered plugin serves ${q(cellType)} of column ${q(found.code)}` } });
          }
        });
      }
    }

    reports.push(...parentReports(field, known));
    reports.push(...urlReports(field));
    if (def?.files || type === 'UPLOAD') reports.push(...extensionReports(field));
  }
  return reports;
}
