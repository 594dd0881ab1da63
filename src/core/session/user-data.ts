// What one user leaves on the device besides the login: form input kept locally (service-desk §9
// `formLocalStorageMap`), a ticket copy on its way to the create page, the urge cooldowns. Logging
// out removes all of it, so the next person on the device finds nothing of it. Until then every
// entry carries its user's id and is only offered to that user (a login that merely expired keeps
// the input for its owner).
import { URGE_STORAGE_KEY } from '../buttons/urge';
import type { KeyValueStorage } from '../storage';

/**
 * Storage keys holding one user's data, removed on logout: `formLocalStorageMap` (the create page's
 * local copy, plugins/blocks/ticket-shared/local-copy.ts), `ticketCopy` (COPY,
 * plugins/actions/COPY/ticket-copy.ts) and `urgeRecords`. A plugin that stores user data adds its
 * key here (a test checks the plugins' keys are listed).
 */
export const USER_DATA_STORAGE_KEYS: readonly string[] = ['formLocalStorageMap', 'ticketCopy', URGE_STORAGE_KEY];

/** Removes every user-data key; a storage that throws does not stop the others. */
export function clearUserData(storage: KeyValueStorage, keys: readonly string[] = USER_DATA_STORAGE_KEYS): void {
  for (const key of keys) {
    try {
      storage.removeItem(key);
    } catch (error) {
      console.warn(`[session] could not remove ${key}`, error);
    }
  }
}
