import type { NormalizedField } from '../types';

/** Lookup of the form's fields (containers flattened, first occurrence of a path wins). */
export interface FieldIndex {
  /** Every field, containers before their children, in arrival order. */
  readonly all: readonly NormalizedField[];
  /** By code, then path, then the server's `key` / `attrId` / `dropId`. */
  find(ref: string | undefined): NormalizedField | undefined;
  /** Fields nested (at any depth) in the container at `path`. */
  descendantsOf(path: string): readonly NormalizedField[];
  /** Containers enclosing the field at `path`, outermost first. */
  ancestorsOf(path: string): readonly NormalizedField[];
}

export function createFieldIndex(fields: readonly NormalizedField[]): FieldIndex {
  const all: NormalizedField[] = [];
  const seen = new Set<string>();
  const descendants = new Map<string, NormalizedField[]>();
  const ancestors = new Map<string, NormalizedField[]>();
  const walk = (list: readonly NormalizedField[], parents: readonly NormalizedField[]) => {
    for (const f of list) {
      if (seen.has(f.path)) continue;
      seen.add(f.path);
      all.push(f);
      ancestors.set(f.path, [...parents]);
      for (const a of parents) descendants.get(a.path)?.push(f);
      if (f.children?.length) {
        descendants.set(f.path, []);
        walk(f.children, [...parents, f]);
      }
    }
  };
  walk(fields, []);

  const byCode = new Map<string, NormalizedField>();
  const byPath = new Map<string, NormalizedField>();
  const byAlias = new Map<string, NormalizedField>();
  for (const f of all) {
    if (!byCode.has(f.code)) byCode.set(f.code, f);
    byPath.set(f.path, f);
    for (const alias of [f.source?.key, f.source?.attrId, f.source?.dropId]) {
      if (typeof alias === 'string' && alias && !byAlias.has(alias)) byAlias.set(alias, f);
    }
  }
  return {
    all,
    find: (ref) => (ref ? (byCode.get(ref) ?? byPath.get(ref) ?? byAlias.get(ref)) : undefined),
    descendantsOf: (path) => descendants.get(path) ?? [],
    ancestorsOf: (path) => ancestors.get(path) ?? [],
  };
}
