import type { FieldTypeDefinition, ValueKind } from '../../registry';
import { fieldTypeOf, transitionalFieldTypes, valueKindOf, type FieldTypeLookup } from '../value-kind';

/**
 * Server types of the dynamic form schema (form-widgets spec §3).
 * TRANSITIONAL: the default type table of `createHeadlessFieldTypes()` for
 * callers that pass no types yet; pass the field plugins instead
 * (`createHeadlessFieldTypes(builtinFieldPlugins)`).
 * @deprecated
 */
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
 * A type table for the headless runtime (replays, tests, the fixture
 * gateway): the given field plugins (`builtinFieldPlugins`: only their
 * facts are used, never their components), or a function giving each spec
 * type its value kind. Without an argument: the transitional table of the
 * spec's types (deprecated: pass the plugins).
 */
export function createHeadlessFieldTypes(types?: Iterable<FieldTypeDefinition<unknown>> | ((type: string) => ValueKind)): { fields: FieldTypeLookup } {
  if (types && typeof types !== 'function') {
    const table = new Map<string, FieldTypeDefinition<unknown>>();
    for (const def of types) table.set(def.type, def);
    return { fields: { get: (type) => table.get(type) } };
  }
  const kindOf = types ?? ((type: string) => valueKindOf(type));
  const table = new Map<string, FieldTypeDefinition<unknown>>(
    SERVER_FIELD_TYPES.map((type) => [type, { ...fieldTypeOf(type, transitionalFieldTypes), type, valueKind: kindOf(type), component: null }]),
  );
  return { fields: { get: (type) => table.get(type) } };
}
