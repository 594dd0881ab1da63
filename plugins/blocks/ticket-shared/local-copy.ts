// The local copy of what the user typed on the create page (service-desk §9 stored key
// `formLocalStorageMap`): a map of processDefId / draftId → values and time, so that nothing is
// lost when a submit fails or the page reloads. Written while the user types, cleared after a
// successful submit or draft save; offered for restoring when the page opens again.
// It stays in local storage (issue 20 decision): it is written while the user types and read when the
// page opens, and local storage is synchronous, so a tab killed right after a keystroke's debounce has
// it, and the restore dialog needs no async step. What could not be sent lives in the outbox (IndexedDB,
// @core/outbox); the outbox clears the copy once it sent the entry made from it (plugins/blocks/outbox).
import type { FormSession } from '@core/form/session';
import { readValue } from '@core/form/linkage/paths';
import type { FormPatch } from '@core/form/types';
import { readJson, writeJson, type KeyValueStorage } from '@core/storage';
import { isRecord } from './model';

/** Local-storage key of the map (service-desk §9). */
export const FORM_LOCAL_STORAGE_KEY = 'formLocalStorageMap';

/** At most this many copies are kept; the oldest go first. */
export const LOCAL_COPY_LIMIT = 20;

/** One stored copy. */
export interface LocalCopy {
  values: Record<string, unknown>;
  /** When it was written (ms). */
  time: number;
  /** Who typed it: another user of the same browser is never offered it. */
  userId?: string;
}

export type LocalCopyMap = Record<string, LocalCopy>;

function isCopy(value: unknown): value is LocalCopy {
  return isRecord(value) && isRecord(value.values) && typeof value.time === 'number';
}

/** The stored map; a missing or corrupted entry reads as empty. */
export function readLocalCopies(storage: KeyValueStorage): LocalCopyMap {
  const raw = readJson<unknown>(storage, FORM_LOCAL_STORAGE_KEY);
  if (!isRecord(raw)) return {};
  const out: LocalCopyMap = {};
  for (const [key, value] of Object.entries(raw)) if (isCopy(value)) out[key] = value;
  return out;
}

/**
 * The copy stored under `key` for `userId`: only its owner's. A copy written without a user id is
 * never offered to a user who has one, nor one with an id to a reader without. Logging out removes
 * them all (core `USER_DATA_STORAGE_KEYS`).
 */
export function readLocalCopy(storage: KeyValueStorage, key: string, userId?: string): LocalCopy | undefined {
  const copy = readLocalCopies(storage)[key];
  if (!copy || (copy.userId || undefined) !== (userId || undefined)) return undefined;
  return copy;
}

/** Stores a copy under `key`, dropping the oldest beyond {@link LOCAL_COPY_LIMIT}. Never throws (a full storage only loses the copy). */
export function writeLocalCopy(storage: KeyValueStorage, key: string, copy: LocalCopy): void {
  const map = { ...readLocalCopies(storage), [key]: copy };
  const keys = Object.keys(map).sort((a, b) => map[b]!.time - map[a]!.time);
  for (const old of keys.slice(LOCAL_COPY_LIMIT)) delete map[old];
  try {
    writeJson(storage, FORM_LOCAL_STORAGE_KEY, map);
  } catch (error) {
    console.warn('[formLocalStorageMap] could not store the local copy', error);
  }
}

/** Removes the copies under the given keys. */
export function clearLocalCopy(storage: KeyValueStorage, ...keys: ReadonlyArray<string | undefined>): void {
  const map = readLocalCopies(storage);
  let changed = false;
  for (const key of keys) {
    if (key && key in map) {
      delete map[key];
      changed = true;
    }
  }
  if (!changed) return;
  if (Object.keys(map).length === 0) storage.removeItem(FORM_LOCAL_STORAGE_KEY);
  else writeJson(storage, FORM_LOCAL_STORAGE_KEY, map);
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .filter((key) => value[key] !== undefined)
        .sort()
        .map((key) => [key, stable(value[key])]),
    );
  }
  return value;
}

/** Whether two value maps hold the same data (key order and undefined entries do not count). */
export function sameValues(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  return JSON.stringify(stable(a)) === JSON.stringify(stable(b));
}

/** A copy worth offering: it exists and differs from what the page loaded. */
export function restorableCopy(storage: KeyValueStorage, key: string, loaded: Readonly<Record<string, unknown>>, userId?: string): LocalCopy | undefined {
  const copy = readLocalCopy(storage, key, userId);
  return copy && !sameValues(copy.values, loaded) ? copy : undefined;
}

/** The patch that puts a copy's values back into the form's value fields (containers and unknown keys are skipped). */
export function restorePatch(session: Pick<FormSession, 'interpreted'>, values: Readonly<Record<string, unknown>>): FormPatch {
  const patch: FormPatch = {};
  for (const entry of session.interpreted.entries) {
    if (entry.kind === 'void') continue;
    const value = readValue(values, entry.field.path);
    if (value !== undefined) patch[entry.field.path] = { value };
  }
  return patch;
}
