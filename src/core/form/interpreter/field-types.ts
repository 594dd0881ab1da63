// Which field types a server schema uses, so a form can load their plugins (spec: field types are
// plugins; issue 14: a page downloads the code of the types it shows, not of every type).
import type { ServerFieldSchema } from '../types';
import { isRecord } from '../../records';
import { fieldTypeOf, type FieldTypeLookup } from '../value-kind';

/**
 * The `x-component` types of a server form schema, containers' children included, plus the types
 * that registered plugins render inside their fields (`nestedFieldTypes`: TABLE_FORM's columns).
 * A type whose plugin is not registered yet contributes only itself: load it, then ask again.
 * Never throws on a malformed schema (the interpreter reports that).
 * @example schemaFieldTypes(detail.formDataInfo, registry.fields) // ['INPUT', 'TABLE_FORM', 'SELECT']
 */
export function schemaFieldTypes(schema: unknown, lookup: FieldTypeLookup): string[] {
  const types = new Set<string>();
  const walk = (properties: unknown, depth: number) => {
    if (!isRecord(properties) || depth > 32) return;
    for (const source of Object.values(properties as Record<string, ServerFieldSchema>)) {
      if (!isRecord(source)) continue;
      const type = typeof source['x-component'] === 'string' ? source['x-component'].trim() : '';
      if (type) {
        types.add(type);
        const nested = fieldTypeOf(type, lookup)?.nestedFieldTypes;
        if (nested) {
          try {
            for (const inner of nested(isRecord(source['x-props']) ? source['x-props'] : {})) if (typeof inner === 'string' && inner.trim()) types.add(inner.trim());
          } catch {
            // A plugin failing on odd x-props: the interpreter reports the field; its cells fall back to unknown.
          }
        }
      }
      walk(source.properties, depth + 1);
    }
  };
  if (isRecord(schema)) walk(schema.properties, 0);
  return [...types];
}

/** What {@link loadSchemaFieldTypes} needs of the runtime. */
export interface FieldTypeLoader {
  registry: { fields: FieldTypeLookup };
  ensureFieldTypes(types: Iterable<string>): Promise<void>;
  pendingFieldTypes(types: Iterable<string>): string[];
}

/** The types of `schema` still to load (none: the form can be built now). */
export function pendingSchemaFieldTypes(schema: unknown, loader: FieldTypeLoader): string[] {
  return loader.pendingFieldTypes(schemaFieldTypes(schema, loader.registry.fields));
}

/**
 * Loads the plugins of every field type `schema` uses: its types, then the types those plugins
 * render inside (known once they are loaded), until nothing is left. Rejects when a chunk fails.
 */
export async function loadSchemaFieldTypes(schema: unknown, loader: FieldTypeLoader): Promise<void> {
  // Each round can only add types nested one level deeper; a few rounds cover any real form.
  for (let round = 0; round < 8; round++) {
    const pending = pendingSchemaFieldTypes(schema, loader);
    if (!pending.length) return;
    await loader.ensureFieldTypes(pending);
  }
}
