import type { NormalizedField } from '../types';
import { hasOwnKey, ownValue } from '../keys/records';
import { isRecord } from '../../records';

/** Every value-holding field, depth first (containers are walked, not returned). */
export function flattenFields(fields: readonly NormalizedField[]): NormalizedField[] {
  const out: NormalizedField[] = [];
  const walk = (list: readonly NormalizedField[]) => {
    for (const field of list) {
      if (field.children?.length) walk(field.children);
      else out.push(field);
    }
  };
  walk(fields);
  return out;
}

/** Reads a dotted path (`group1.fieldA`) of form data; a flat key with dots wins. */
export function getPath(data: Readonly<Record<string, unknown>>, path: string): unknown {
  if (hasOwnKey(data, path)) return data[path];
  let current: unknown = data;
  for (const part of path.split('.')) {
    if (!isRecord(current)) return undefined;
    current = ownValue(current, part);
  }
  return current;
}

/** Writes a dotted path without mutating `data` (copies along the path). */
export function setPath(data: Readonly<Record<string, unknown>>, path: string, value: unknown): Record<string, unknown> {
  if (hasOwnKey(data, path) || !path.includes('.')) return { ...data, [path]: value };
  const [head, ...rest] = path.split('.');
  const child = ownValue(data, head);
  return { ...data, [head]: setPath(isRecord(child) ? child : {}, rest.join('.'), value) };
}
