// Pure parts of the configuration-item tab (service-desk §2, §3 "Configuration item", §4 "Configuration-item tab",
// §6 CI-tab permissions, §7 "Configuration items", §9 page sizes; issue 21): the calls and their bodies, readers of
// the CMDB answers (the contract in /work/brief-issue21.md), the tab's permissions and the form schema built from a
// model's fields (rendered by the same field plugins as ticket forms).

import { readFields, readModels, readRelation, type CiRelation, type CiSummary, type CmdbField, type CmdbModel } from '@plugins/fields/shared';

export { cmdbPaths, readCiPage, readCiSummary, readDictOptions, readFields, type CiRelation, type CiSummary, type CmdbField, type CmdbFieldType, type CmdbModel } from '@plugins/fields/shared';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** CIs per page of the tab's list (spec §9). */
export const CI_PAGE_SIZE = 10;
/** Link candidates fetched per search (spec §9). */
export const CANDIDATE_PAGE_SIZE = 1000;
/** CIs offered by a CI reference or a relation's target search. */
export const CI_OPTIONS_SIZE = 1000;
/** Depth of the topology around a CI. */
export const TOPOLOGY_DEPTH = 2;
/** Form key of the CI's name (not one of the model's fields). */
export const CI_NAME_KEY = 'sdCiName';

/** A relation kind a model's CIs may have (`getRelationByModel`). */
export interface RelationKind {
  modelRelationId: string;
  relationship: string;
  fromModelId: string;
  toModelId: string;
  toModelName: string;
}

/** A relation chosen in the drawer's form (what `saveRelationShip` takes, with the names to show). */
export interface RelationChoice {
  modelRelationId: string;
  relationship: string;
  toCiId: string;
  toCiName: string;
  /** The target's model, when known (to open its detail). */
  toModelId?: string;
}

export interface TopologyNode {
  ciId: string;
  ciName: string;
  modelId: string;
  modelName: string;
  color: string;
}
export interface TopologyEdge {
  from: string;
  to: string;
  relationship: string;
}
export interface TopologyGraph {
  nodes: TopologyNode[];
  edges: TopologyEdge[];
}

const COLOR = /^#[0-9a-f]{6}$/i;
/** Colour of a model without a usable one. */
export const FALLBACK_COLOR = '#8c8c8c';

/** The models of the tab's switcher and the link picker, defaults first (the server's order otherwise kept), each with a colour. */
export function readTabModels(data: unknown): CmdbModel[] {
  const models = readModels(data).map((model) => (model.color ? model : { ...model, color: FALLBACK_COLOR }));
  return [...models.filter((model) => model.isDefault), ...models.filter((model) => !model.isDefault)];
}

/** The `ciAttr` answer: the model's fields and the CI's values (empty for the ADD form). */
export function readCiAttr(data: unknown): { fields: CmdbField[]; fieldsForm: Record<string, unknown> } {
  const record = isRecord(data) ? data : {};
  return { fields: readFields(record.fields), fieldsForm: isRecord(record.fieldsForm) ? { ...record.fieldsForm } : {} };
}

/** The outgoing relations of a CI from its detail (`showDetail`), as the drawer's form edits them. */
export function outgoingRelations(detail: unknown, ciId: string): RelationChoice[] {
  const list = isRecord(detail) && Array.isArray(detail.relationShip) ? detail.relationShip : [];
  return list
    .map(readRelation)
    .filter((relation): relation is CiRelation => relation !== undefined && (relation.fromCiId === '' || relation.fromCiId === ciId))
    .map(({ modelRelationId, relationship, toCiId, toCiName, toModelId }) => ({ modelRelationId, relationship, toCiId, toCiName, ...(toModelId ? { toModelId } : {}) }));
}

export function readRelationKinds(data: unknown): RelationKind[] {
  return (Array.isArray(data) ? data : []).flatMap((entry): RelationKind[] => {
    if (!isRecord(entry) || !text(entry.modelRelationId)) return [];
    return [
      {
        modelRelationId: text(entry.modelRelationId),
        relationship: text(entry.relationship) || text(entry.modelRelationId),
        fromModelId: text(entry.fromModelId),
        toModelId: text(entry.toModelId),
        toModelName: text(entry.toModelName),
      },
    ];
  });
}

export function readTopology(data: unknown): TopologyGraph {
  const record = isRecord(data) ? data : {};
  const seen = new Set<string>();
  const nodes = (Array.isArray(record.nodes) ? record.nodes : []).flatMap((entry): TopologyNode[] => {
    if (!isRecord(entry)) return [];
    const ciId = text(entry.ciId);
    if (!ciId || seen.has(ciId)) return [];
    seen.add(ciId);
    const color = text(entry.color);
    return [{ ciId, ciName: text(entry.ciName) || ciId, modelId: text(entry.modelId), modelName: text(entry.modelName), color: COLOR.test(color) ? color : FALLBACK_COLOR }];
  });
  const edges = (Array.isArray(record.edges) ? record.edges : []).flatMap((entry): TopologyEdge[] => {
    if (!isRecord(entry)) return [];
    const from = text(entry.from);
    const to = text(entry.to);
    return seen.has(from) && seen.has(to) ? [{ from, to, relationship: text(entry.relationship) }] : [];
  });
  return { nodes, edges };
}

/** The models of a graph once each (the legend), in the order met. */
export function topologyLegend(graph: TopologyGraph): Array<{ modelId: string; modelName: string; color: string }> {
  const seen = new Map<string, { modelId: string; modelName: string; color: string }>();
  for (const node of graph.nodes) if (!seen.has(node.modelId)) seen.set(node.modelId, { modelId: node.modelId, modelName: node.modelName, color: node.color });
  return [...seen.values()];
}

// --- Permissions (spec §6) ---

/** What the user may do on the tab, from its `jurisdiction` list. */
export interface CiPermissions {
  view: boolean;
  add: boolean;
  edit: boolean;
  link: boolean;
  remove: boolean;
}

export function ciPermissions(jurisdiction: readonly string[] | undefined): CiPermissions {
  const has = new Set(jurisdiction ?? []);
  return { view: has.has('view_delete_config'), add: has.has('add_config'), edit: has.has('edit_config'), link: has.has('link_config'), remove: has.has('remove_config') };
}

// --- Bodies ---

export interface TabScope {
  tabId: string;
  workOrderId: string;
}

export function modelCiBody(scope: TabScope, modelId: string, pageNum: number, keyword: string | undefined) {
  return { ...scope, modelId, pageNum, pageSize: CI_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
}

export function candidatesBody(scope: TabScope, modelId: string, keyword: string | undefined) {
  return { ...scope, modelId, pageNum: 1, pageSize: CANDIDATE_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
}

export function relateBody(scope: TabScope, chosen: ReadonlyArray<Pick<CiSummary, 'ciId' | 'modelId'>>) {
  return { ...scope, ciInfoList: chosen.map(({ ciId, modelId }) => ({ ciId, modelId })) };
}

/** The CI's values split from the form values: its name and the model's fields (empty values kept). */
export function splitFormValues(values: Record<string, unknown>): { ciName: string; fieldsForm: Record<string, unknown> } {
  const { [CI_NAME_KEY]: name, ...fieldsForm } = values;
  return { ciName: text(name).trim(), fieldsForm };
}

export function saveRelationsBody(ciId: string, relations: readonly RelationChoice[]) {
  return { ciId, relationShip: relations.map(({ modelRelationId, toCiId }) => ({ modelRelationId, toCiId })) };
}

// --- Form schema ---

/** Where a CMDB option list comes from: a marker in `apiStr` that the drawer's request client serves (cmdb-options.ts). */
export const CMDB_DICT_SOURCE = 'cmdb-dict:';
export const CMDB_CI_SOURCE = 'cmdb-ci:';

/** The schema field of a CMDB field: the same x-components as ticket forms. */
function schemaField(field: CmdbField, codes: ReadonlySet<string>, index: number): Json {
  const rule = field.fieldRule;
  const base: Json = { key: field.attrCode, attrId: field.attrId, title: field.attrName, 'x-index': index };
  if (field.required) base['x-rules'] = [{ required: true }];
  // The cascade (spec §4): disabled while the superior is empty, options asked with the superior's value.
  if (rule.superiorAttr && codes.has(rule.superiorAttr)) base.firstId = rule.superiorAttr;
  const optionProps = (): Json =>
    rule.enumSourceId
      ? { dataType: 'api', apiStr: `${CMDB_DICT_SOURCE}${rule.enumSourceId}`, apiPage: false }
      : { dataType: 'custom', dataSource: rule.enumList ?? [] };
  switch (field.fieldType) {
    case 'TEXTAREA':
      return { ...base, 'x-component': 'TEXTAREA', 'x-props': { fieldWidth: 'WHOLE_LINE' } };
    case 'NUMBER':
      return { ...base, 'x-component': 'NUMBER', 'x-props': { fieldWidth: 'WHOLE_LINE' } };
    case 'DATE':
      return { ...base, 'x-component': 'DATE', 'x-props': { fieldWidth: 'WHOLE_LINE' } };
    case 'SELECT':
      return { ...base, 'x-component': 'SELECT', 'x-props': { fieldWidth: 'WHOLE_LINE', ...optionProps() } };
    // A CMDB multi-select is a flat list of choices: the forms' multi select (MULTI_SELECT there is the tree dropdown).
    case 'MULTI_SELECT':
      return { ...base, 'x-component': 'SELECT_MANY', 'x-props': { fieldWidth: 'WHOLE_LINE', ...optionProps() } };
    case 'CI_REF':
      return { ...base, 'x-component': 'SELECT', 'x-props': { fieldWidth: 'WHOLE_LINE', dataType: 'api', apiStr: `${CMDB_CI_SOURCE}${rule.subordinateModel ?? ''}`, apiPage: false } };
    default:
      return { ...base, 'x-component': 'INPUT', 'x-props': { fieldWidth: 'WHOLE_LINE' } };
  }
}

/**
 * The form schema of a CI: its name first (required), then the model's fields by `sort`.
 * @example ciFormSchema(fields, '名称') // { type: 'object', properties: { sdCiName: {...}, ip: {...} } }
 */
export function ciFormSchema(fields: readonly CmdbField[], nameTitle: string): { type: 'object'; properties: Record<string, Json> } {
  const codes = new Set(fields.map((field) => field.attrCode));
  const properties: Record<string, Json> = {
    [CI_NAME_KEY]: { key: CI_NAME_KEY, title: nameTitle, 'x-index': 0, 'x-component': 'INPUT', 'x-props': { fieldWidth: 'WHOLE_LINE' }, 'x-rules': [{ required: true }] },
  };
  fields.forEach((field, index) => {
    if (field.attrCode !== CI_NAME_KEY) properties[field.attrCode] = schemaField(field, codes, index + 1);
  });
  return { type: 'object', properties };
}

/** The form's starting values: the CI's name and its field values. */
export function ciFormValues(ciName: string, fieldsForm: Record<string, unknown>): Record<string, unknown> {
  return { ...fieldsForm, [CI_NAME_KEY]: ciName };
}

/** The tag fields of a card in field order, with the CI's display texts (empty ones left out). */
export function cardTags(ci: CiSummary, tagFields: readonly CmdbField[]): Array<{ attrCode: string; label: string; value: string }> {
  const known = tagFields.filter((field) => field.modelId === '' || field.modelId === ci.modelId);
  return known.flatMap((field) => (ci.tags[field.attrCode] ? [{ attrCode: field.attrCode, label: field.attrName, value: ci.tags[field.attrCode]! }] : []));
}

/** The server's message of a failed call (a translated business message), if any. */
export function failureMessage(error: unknown): string | undefined {
  if (isRecord(error) && typeof error.message === 'string' && error.message.trim()) return error.message;
  if (error instanceof Error && error.message.trim()) return error.message;
  return undefined;
}
