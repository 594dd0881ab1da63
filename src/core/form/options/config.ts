import type { NormalizedField, OptionItem } from '../types';
import { API_PAGE_SIZE, DICTIONARY_PAGE_SIZE } from './constants';
import { mapRecords, mapTree, type RecordMapping } from './map';
import { fieldTypeOf, type FieldTypeLookup } from '../value-kind';

/**
 * Where a select-like field gets its options from, decided from `x-props`:
 *
 * - `custom`: the `dataSource` list of the schema (no call);
 * - `dictionaryPage`: dictionary `directoryValue`, paged list (500 per page,
 *   server-side search);
 * - `dictionaryTree`: dictionary `directoryValue` for the multi-level
 *   dropdown (`MULTI_SELECT`), one GET of the whole tree;
 * - `memberDictionary`: `cmdbDirectoryValue` set (the schema's `dataSource` is
 *   then ignored), `mdlFormMember/dictList`;
 * - `apiPage`: `apiStr` without headers, paged (50 per page, server search);
 * - `apiList`: `apiStr` with a header list (the paged call carries no
 *   headers) or `x-props.apiPage === false`, one call of the whole list;
 * - `apiTree`: `apiStr` for the multi-level dropdown.
 */
export type OptionSourceKind = 'custom' | 'dictionaryPage' | 'dictionaryTree' | 'memberDictionary' | 'apiPage' | 'apiList' | 'apiTree';

/** A header entry of an API option source. */
export interface ApiHeader {
  name: string;
  value: string;
}

/** The option-source description read from a field's `x-props`. */
export interface OptionSourceConfig {
  kind: OptionSourceKind;
  /** Whether options form a tree (multi-level dropdown); tree options carry `level`. */
  tree: boolean;
  /** Static options (`custom`); empty when `cmdbDirectoryValue` is set. */
  dataSource: OptionItem[];
  /** Dictionary id / code (`directoryValue` or `cmdbDirectoryValue`). */
  dictId?: string;
  /** Dictionary level. @default 1 */
  level: number;
  /** API address (`apiStr`). */
  url?: string;
  /** API headers sent as `[{name, value}]`. */
  headers: ApiHeader[];
  /** Record key mapping (`optionLabel` / `optionValue`). */
  mapping: RecordMapping;
  /** Whether the server filters by keyword (paged kinds) or we filter locally. */
  serverSearch: boolean;
  /** Page size of paged kinds; 0 when unpaged. */
  pageSize: number;
}


function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function readHeaders(value: unknown): ApiHeader[] {
  if (!Array.isArray(value)) return [];
  const out: ApiHeader[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const name = str(record.name) ?? str(record.key);
    if (name) out.push({ name, value: str(record.value) ?? '' });
  }
  return out;
}

/**
 * `apiStr` is either the address itself or a JSON object text
 * `{url, header|headers}`. It is parsed as data (JSON.parse), never run.
 */
function readApi(xProps: Record<string, unknown>): { url?: string; headers: ApiHeader[] } {
  const raw = xProps.apiStr;
  let url = str(raw);
  let headers = readHeaders(xProps.header ?? xProps.headers ?? xProps.apiHeader);
  if (url && url.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(url);
      if (typeof parsed === 'object' && parsed !== null) {
        const record = parsed as Record<string, unknown>;
        url = str(record.url);
        const inner = readHeaders(record.header ?? record.headers);
        if (inner.length) headers = inner;
      }
    } catch {
      url = undefined;
    }
  } else if (typeof raw === 'object' && raw !== null) {
    const record = raw as Record<string, unknown>;
    url = str(record.url);
    headers = readHeaders(record.header ?? record.headers);
  }
  return { url, headers };
}

function normaliseDataType(value: unknown): 'custom' | 'dictionary' | 'api' | undefined {
  const text = str(value)?.toLowerCase();
  if (!text) return undefined;
  if (text === 'dictionary' || text === 'dict') return 'dictionary';
  if (text === 'api') return 'api';
  if (text === 'custom') return 'custom';
  return undefined;
}

/** Reads the option source of a select-like field; its type's plugin says whether the options form a tree (`treeOptions`). */
export function readOptionConfig(field: Pick<NormalizedField, 'type' | 'xProps'>, fieldTypes?: FieldTypeLookup): OptionSourceConfig {
  const xProps = field.xProps ?? {};
  const tree = fieldTypeOf(field.type, fieldTypes)?.treeOptions === true || xProps.isTree === true;
  const mapping: RecordMapping = { optionLabel: str(xProps.optionLabel), optionValue: str(xProps.optionValue) };
  const levelNumber = Number(xProps.level ?? xProps.dictLevel ?? 1);
  const level = Number.isInteger(levelNumber) && levelNumber > 0 ? levelNumber : 1;
  const base = { tree, level, mapping, headers: [] as ApiHeader[], dataSource: [] as OptionItem[] };

  const cmdbDict = str(xProps.cmdbDirectoryValue);
  if (cmdbDict) {
    return { ...base, kind: 'memberDictionary', dictId: cmdbDict, serverSearch: false, pageSize: 0 };
  }
  const api = readApi(xProps);
  const dictId = str(xProps.directoryValue);
  const dataType = normaliseDataType(xProps.dataType) ?? (dictId ? 'dictionary' : api.url ? 'api' : 'custom');

  if (dataType === 'dictionary' && dictId) {
    // Dictionary entries are selected by id (form-widgets §3: "the value equals id").
    const dictMapping: RecordMapping = { ...mapping, valueKeys: ['id', 'value'] };
    return tree
      ? { ...base, kind: 'dictionaryTree', dictId, mapping: dictMapping, serverSearch: false, pageSize: 0 }
      : { ...base, kind: 'dictionaryPage', dictId, mapping: dictMapping, serverSearch: true, pageSize: DICTIONARY_PAGE_SIZE };
  }
  if (dataType === 'api' && api.url) {
    if (tree) return { ...base, kind: 'apiTree', url: api.url, headers: api.headers, serverSearch: false, pageSize: 0 };
    const paged = api.headers.length === 0 && xProps.apiPage !== false && xProps.isPage !== false;
    return paged
      ? { ...base, kind: 'apiPage', url: api.url, headers: [], serverSearch: true, pageSize: API_PAGE_SIZE }
      : { ...base, kind: 'apiList', url: api.url, headers: api.headers, serverSearch: false, pageSize: 0 };
  }
  const dataSource = tree ? mapTree(xProps.dataSource, mapping) : mapRecords(xProps.dataSource, mapping);
  return { ...base, kind: 'custom', dataSource, serverSearch: false, pageSize: 0 };
}
