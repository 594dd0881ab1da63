// The outbox's events, declared by declaration merging.
import type { OutboxEntry } from './types';

declare module '../events' {
  interface RuntimeEventRegistry {
    /** The user's outbox changed (added, sent, failed, discarded); `count` entries are left. */
    'outbox:changed': { userId: string; count: number };
    /** An entry was sent (the server answered `result`) and left the outbox. */
    'outbox:sent': { entry: OutboxEntry; result: unknown };
    /** The server refused an entry; it stays, failed, with the translated message. */
    'outbox:failed': { entry: OutboxEntry; message: string };
  }
}

export {};
