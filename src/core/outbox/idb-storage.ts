// The outbox in IndexedDB through idb. The factory is injected (the browser's `indexedDB`, or
// fake-indexeddb's in unit tests), so core never touches a DOM global.
import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry, OutboxStorage } from './types';

interface OutboxDb extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { byUser: string } };
}

/** Database name and version of the outbox. */
export const OUTBOX_DB = 'schemadesk-outbox';
const VERSION = 1;

function open(factory: IDBFactory, name: string): Promise<IDBPDatabase<OutboxDb>> {
  const request = factory.open(name, VERSION);
  request.addEventListener('upgradeneeded', () => {
    const store = request.result.createObjectStore('entries', { keyPath: 'id' });
    store.createIndex('byUser', 'userId');
  });
  return wrap(request) as Promise<IDBPDatabase<OutboxDb>>;
}

/**
 * The outbox storage in the database `name` of `factory`.
 * @example createIdbOutboxStorage(globalThis.indexedDB)
 */
export function createIdbOutboxStorage(factory: IDBFactory, name: string = OUTBOX_DB): OutboxStorage {
  let db: Promise<IDBPDatabase<OutboxDb>> | undefined;
  const database = () => (db ??= open(factory, name).catch((error: unknown) => ((db = undefined), Promise.reject(error))));
  return {
    async list(userId) {
      const entries = await (await database()).getAllFromIndex('entries', 'byUser', userId);
      return entries.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
    },
    async get(id) {
      return (await database()).get('entries', id);
    },
    async put(entry) {
      await (await database()).put('entries', entry);
    },
    async delete(id) {
      await (await database()).delete('entries', id);
    },
  };
}
