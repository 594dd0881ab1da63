import type { FieldTypeDefinition, ValueKind } from '../../registry';
import { defaultValueKindOf } from '../data/value-kind';
import type { FieldTypeLookup } from '../interpreter/interpret';

/** Server types of the dynamic form schema (form-widgets spec §3). */
export const SERVER_FIELD_TYPES = [
  'INPUT',
  'TEXTAREA',
  'RICH_TEXT',
  'RADIO',
  'CHECKBOX',
  'SELECT',
  'SELECT_MANY',
  'MULTI_SELECT',
  'NUMBER',
  'TIME',
  'DATE',
  'MEMBER',
  'GROUP',
  'UPLOAD',
  'CONFIGURATION_ITEM',
  'ADD_GROUP',
  'EVALUATE_STAR',
  'TABLE_FORM',
  'TEXT',
  'POSITION',
  'AUTO_NUMBER',
  'WRITTEN_SIGNATURE',
  'QUOTE',
  'CMDB_MODEL',
  'CMDB_CONFIG_TAB',
  'CMDB_CONFIG',
] as const;

/**
 * A type table without components: every server type of the spec with its
 * value kind. Replays exercise the headless runtime, where a field plugin
 * contributes only its value kind (and optional mapProps), so this table
 * stands in for the React plugins; pass the real registry to
 * `runReplay` to replay with them.
 */
export function createHeadlessFieldTypes(kindOf: (type: string) => ValueKind = (type) => defaultValueKindOf({ type })): { fields: FieldTypeLookup } {
  const table = new Map<string, FieldTypeDefinition<unknown>>(
    SERVER_FIELD_TYPES.map((type) => [type, { type, valueKind: kindOf(type), component: null }]),
  );
  return { fields: { get: (type) => table.get(type) } };
}
