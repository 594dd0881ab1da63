// The recent device position (form-widgets §3 "Cached recent position", §4: expires 180000 ms after its
// last use and is refreshed on each read), kept in the runtime's key-value storage (local storage in the app).
import type { KeyValueStorage } from '@core/storage';
import { RECENT_POSITION_TTL_MS } from './constants';
import { toPositionValue, type PositionValue } from './value';

/** Storage key of the recent position. */
export const RECENT_POSITION_KEY = 'sd.position.recent';

/** What is stored: the position and when it was last used (ms since epoch). */
export interface RecentPositionRecord {
  position: PositionValue;
  timestamp: number;
}

/** The recent-position cache over a storage and a clock. */
export interface RecentPositionCache {
  /** The position when used within the last 180000 ms (its timestamp is then renewed), else undefined (and forgotten). */
  read(): PositionValue | undefined;
  /** Remembers a fresh position. */
  write(position: PositionValue): void;
  clear(): void;
}

/** A cache on `storage`; `now` is the clock (tests pass their own). */
export function createRecentPositionCache(storage: KeyValueStorage, now: () => number = Date.now, ttlMs = RECENT_POSITION_TTL_MS): RecentPositionCache {
  const store = (position: PositionValue) => {
    try {
      storage.setItem(RECENT_POSITION_KEY, JSON.stringify({ position, timestamp: now() } satisfies RecentPositionRecord));
    } catch {
      // A full or unavailable storage only costs the next fix.
    }
  };
  return {
    read() {
      let record: unknown;
      try {
        record = JSON.parse(storage.getItem(RECENT_POSITION_KEY) ?? 'null');
      } catch {
        record = null;
      }
      const entry = record && typeof record === 'object' ? (record as Partial<RecentPositionRecord>) : undefined;
      const position = toPositionValue(entry?.position);
      const timestamp = typeof entry?.timestamp === 'number' ? entry.timestamp : NaN;
      const age = now() - timestamp;
      if (!position || !(age >= 0 && age < ttlMs)) {
        if (record !== null) storage.removeItem(RECENT_POSITION_KEY);
        return undefined;
      }
      store(position);
      return position;
    },
    write: store,
    clear: () => storage.removeItem(RECENT_POSITION_KEY),
  };
}
