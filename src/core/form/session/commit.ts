import type { FieldTypeDefinition } from '../../registry';
import type { FieldEntry } from '../interpreter/interpret';
import { readValue } from '../linkage/paths';
import { ownValue } from '../keys/records';

/** Writes a dotted path (`group.field`) in place; a missing or non-object parent leaves the values as they are. */
export function writeValue(values: Record<string, unknown>, path: string, value: unknown): void {
  if (Object.prototype.hasOwnProperty.call(values, path)) {
    values[path] = value;
    return;
  }
  const keys = path.split('.');
  let node: Record<string, unknown> = values;
  for (const key of keys.slice(0, -1)) {
    const child = ownValue(node, key);
    if (!child || typeof child !== 'object' || Array.isArray(child)) return;
    node = child as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}

/**
 * Normalises every present value by its plugin's `commitValue` (text fields trim, numbers format
 * their decimals, tables take their stored shape), in place. Submitted values and drafts both go
 * through it. A plugin that throws on a value (server data of a shape it does not expect) leaves
 * that value as it is, logged with console.warn: the other fields are still sent and the draft saved.
 */
export function commitValues(
  values: Record<string, unknown>,
  entries: readonly FieldEntry[],
  lookup: (type: string) => Pick<FieldTypeDefinition<unknown>, 'commitValue'> | undefined,
): Record<string, unknown> {
  for (const { field } of entries) {
    const commit = lookup(field.pluginType ?? field.type)?.commitValue;
    if (!commit) continue;
    const current = readValue(values, field.path);
    if (current === undefined) continue;
    let next: unknown;
    try {
      next = commit(current, field.props);
    } catch (error) {
      console.warn(`[form] commitValue of ${field.type} failed for ${JSON.stringify(field.path)}; the value is sent as it is: ${error instanceof Error ? error.message : 'unknown error'}`);
      continue;
    }
    if (next !== current) writeValue(values, field.path, next);
  }
  return values;
}
