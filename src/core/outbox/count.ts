// How many entries each user's outbox holds, mirrored in the key-value storage (local storage): the
// home page's badge reads it synchronously without loading IndexedDB or the outbox code, and other
// tabs hear it change (the `storage` event).
import { readJson, writeJson, type KeyValueStorage } from '../storage';

/** Storage key of the mirror: `{ [userId]: count }`. */
export const OUTBOX_COUNT_KEY = 'sdOutboxCount';

/** The number of entries in `userId`'s outbox (0 without a user or a mirror). */
export function outboxCount(storage: KeyValueStorage, userId: string | undefined): number {
  if (!userId) return 0;
  const map = readJson<Record<string, unknown>>(storage, OUTBOX_COUNT_KEY);
  const value = map && typeof map === 'object' ? map[userId] : undefined;
  return typeof value === 'number' && value > 0 ? value : 0;
}

/** Records `count` for `userId` (never throws: a full storage only loses the badge). */
export function writeOutboxCount(storage: KeyValueStorage, userId: string, count: number): void {
  const raw = readJson<Record<string, unknown>>(storage, OUTBOX_COUNT_KEY);
  const map: Record<string, unknown> = raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw } : {};
  if (count > 0) map[userId] = count;
  else delete map[userId];
  try {
    if (Object.keys(map).length === 0) storage.removeItem(OUTBOX_COUNT_KEY);
    else writeJson(storage, OUTBOX_COUNT_KEY, map);
  } catch {
    // The count is a convenience; the entries are in IndexedDB.
  }
}
