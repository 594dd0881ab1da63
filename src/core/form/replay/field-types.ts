import type { FieldTypeDefinition, ValueKind } from '../../registry';
import type { FieldTypeLookup } from '../value-kind';

/**
 * A type table for the headless runtime (replays, tests, the fixture
 * gateway): the given field plugins (`builtinFieldPlugins`: only their
 * facts are used, never their components), or a function giving each type
 * its value kind.
 */
export function createHeadlessFieldTypes(types: Iterable<FieldTypeDefinition<unknown>> | ((type: string) => ValueKind)): { fields: FieldTypeLookup } {
  if (typeof types === 'function') return { fields: { get: (type) => ({ type, valueKind: types(type), component: null }) } };
  const table = new Map<string, FieldTypeDefinition<unknown>>();
  for (const def of types) table.set(def.type, def);
  return { fields: { get: (type) => table.get(type) } };
}
