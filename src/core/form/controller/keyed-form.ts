import { createForm, type Form } from '@formily/core';
import { observable } from '@formily/reactive';
import { keyRecord, toKeyRecord } from '../keys/records';
import { isRecord } from '../../records';


/** A copy of stored data. Stored data is server data: anything but a plain object (a list, a string) is no values. */
export function cloneValues(values: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  if (!isRecord(values)) return {};
  try {
    return structuredClone(values) as Record<string, unknown>;
  } catch {
    return JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
  }
}

/**
 * A Formily form whose records keyed by field key (`fields`, `indexes`, `values`, `initialValues`) have no
 * prototype: Formily reads `fields[address]` and `values[key]` as is, and a field keyed `toString` or
 * `constructor` would otherwise find Object.prototype's member instead of nothing (no field gets created,
 * and the value reads as a function).
 */
export function createKeyedForm(initialValues: Record<string, unknown>): Form {
  const form = createForm({ values: observable(keyRecord()), initialValues: observable(toKeyRecord(initialValues)), validateFirst: false });
  const internals = form as unknown as { fields: Record<string, unknown>; indexes: Record<string, unknown> };
  internals.fields = keyRecord();
  internals.indexes = keyRecord();
  return form;
}
