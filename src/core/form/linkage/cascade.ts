/**
 * Cascade: a field whose superior field (`firstId`, or `x-props.superiorAttr`)
 * is empty is disabled; otherwise it is enabled and its options are loaded.
 */
import type { ValueKind } from '../../registry';
import type { FieldStatePatch, FormPatch, NormalizedField } from '../types';
import { createFieldIndex } from './field-index';
import { createPatchBuilder } from './patch';
import { readValue } from './paths';
import type { LinkageState } from './types';
import { emptyValueOf, isEmptyValue, valueKindResolver, type FieldTypeLookup } from '../value-kind';
import { ownValue } from '../keys/records';

/** Patch plus the fields whose options should be (re)loaded. */
export interface LinkageResult {
  patch: FormPatch;
  /** Paths of fields whose option source must be queried again (their superior got a value). */
  loadOptionsFor: string[];
}

/** Options of {@link createCascade}. */
export interface CascadeOptions {
  /**
   * Reference (code or path) of a field's superior.
   * @default field.firstId ?? x-props.superiorAttr ?? x-props.fieldRule.superiorAttr
   */
  superiorOf?: (field: NormalizedField) => string | undefined;
  /** The field types (the registry's `fields`) for the default `valueKind`. */
  fieldTypes?: FieldTypeLookup;
  /** @default valueKindResolver(fieldTypes) */
  valueKind?: (field: NormalizedField) => ValueKind;
}

export interface Cascade {
  /** Direct dependents of a field (by code or path). */
  dependentsOf(ref: string): readonly NormalizedField[];
  /** Path of a field's superior (by code or path); undefined for a field without one. */
  superiorOf(ref: string): string | undefined;
  /** Paths of every field that has a superior. */
  readonly dependents: readonly string[];
  /**
   * Cascade after the values of `changed` (codes or paths) changed. `pending`
   * holds values not yet in the state (they win). Dependents of an emptied
   * superior are disabled and cleared, down the chain; dependents of a filled
   * one are enabled and listed in `loadOptionsFor`.
   */
  afterChange(changed: readonly string[], state: LinkageState, pending?: FormPatch): LinkageResult;
  /**
   * Initial cascade (form load): every dependent is disabled or enabled from
   * its superior's value. Values are not cleared and no option load is
   * requested (options load lazily on first focus).
   */
  initial(state: LinkageState, pending?: FormPatch): LinkageResult;
}

function stringProp(o: unknown, key: string): string | undefined {
  if (typeof o !== 'object' || o === null) return undefined;
  const v = (o as Record<string, unknown>)[key];
  return typeof v === 'string' && v ? v : undefined;
}

const defaultSuperiorOf = (f: NormalizedField): string | undefined =>
  f.firstId || stringProp(f.xProps, 'superiorAttr') || stringProp(f.xProps?.fieldRule, 'superiorAttr') || stringProp(f.source, 'superiorAttr');

export function createCascade(fields: readonly NormalizedField[], opts: CascadeOptions = {}): Cascade {
  const index = createFieldIndex(fields);
  const superiorOf = opts.superiorOf ?? defaultSuperiorOf;
  const kindOf = opts.valueKind ?? valueKindResolver(opts.fieldTypes);
  const dependents = new Map<string, NormalizedField[]>();
  const superiors = new Map<string, string>();
  for (const f of index.all) {
    const sup = index.find(superiorOf(f));
    if (!sup || sup.path === f.path) continue;
    superiors.set(f.path, sup.path);
    const list = dependents.get(sup.path) ?? [];
    list.push(f);
    dependents.set(sup.path, list);
  }
  const pathOf = (ref: string) => index.find(ref)?.path ?? ref;
  const reader = (state: LinkageState, pending: FormPatch | undefined, out: ReturnType<typeof createPatchBuilder>) => (path: string) => {
    for (const src of [out.get(path), ownValue<FieldStatePatch>(pending, path)]) if (src && 'value' in src) return src.value;
    return readValue(state.values, path);
  };

  return {
    dependentsOf: (ref) => dependents.get(pathOf(ref)) ?? [],
    superiorOf: (ref) => superiors.get(pathOf(ref)),
    dependents: [...superiors.keys()],
    afterChange(changed, state, pending) {
      const out = createPatchBuilder();
      const load = new Set<string>();
      const read = reader(state, pending, out);
      const visited = new Set<string>();
      const visit = (superiorPath: string) => {
        if (visited.has(superiorPath)) return;
        visited.add(superiorPath);
        // Only a superior's value is read (reading values may copy the whole form).
        const list = dependents.get(superiorPath);
        if (!list) return;
        const empty = isEmptyValue(read(superiorPath));
        for (const dep of list) {
          if (empty) {
            const cleared = emptyValueOf(kindOf(dep));
            const clear = cleared !== undefined && !isEmptyValue(read(dep.path));
            out.put(dep.path, clear ? { disabled: true, value: cleared } : { disabled: true });
            load.delete(dep.path);
            visit(dep.path);
          } else {
            out.put(dep.path, { disabled: false });
            load.add(dep.path);
          }
        }
      };
      for (const ref of changed) visit(pathOf(ref));
      return { patch: out.build(), loadOptionsFor: [...load] };
    },
    initial(state, pending) {
      const out = createPatchBuilder();
      const read = reader(state, pending, out);
      for (const [superiorPath, deps] of dependents) {
        const empty = isEmptyValue(read(superiorPath));
        for (const dep of deps) out.put(dep.path, { disabled: empty });
      }
      return { patch: out.build(), loadOptionsFor: [] };
    },
  };
}
