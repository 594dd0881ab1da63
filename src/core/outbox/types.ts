/** What an outbox entry stands for. */
export type OutboxKind = 'create' | 'draft' | 'action';

/** pending: waits to be sent; sending: under way (a killed tab leaves it so: read as pending); failed: the server refused it. */
export type OutboxStatus = 'pending' | 'sending' | 'failed';

/** The call an entry replays (always with its idempotency key). */
export interface OutboxRequest {
  method: 'POST';
  /** API path below apiBase (`/api/v2/biz/btn/btnaction/start`). */
  path: string;
  body: unknown;
}

/** One intent that could not be sent. */
export interface OutboxEntry {
  id: string;
  /** Whose it is: only this user sees and sends it. */
  userId: string;
  /** The idempotency key the intent was first sent with; every replay sends it again. */
  key: string;
  kind: OutboxKind;
  /** What the user recognises it by (a title, a ticket number); shown as is. */
  label: string;
  /** The action type of an `action` entry (`TRANSFER`), for its translated name. */
  action?: string;
  request: OutboxRequest;
  status: OutboxStatus;
  /** The server's refusal, translated (status failed). */
  error?: string;
  createdAt: number;
  updatedAt: number;
}

/** Where entries are kept (IndexedDB in the browser and in tests through fake-indexeddb). */
export interface OutboxStorage {
  /** The user's entries, oldest first. */
  list(userId: string): Promise<OutboxEntry[]>;
  get(id: string): Promise<OutboxEntry | undefined>;
  put(entry: OutboxEntry): Promise<void>;
  delete(id: string): Promise<void>;
}
