// The outbox: unsent creates, drafts and ticket actions, per user, in IndexedDB, replayed with their idempotency keys.
export type * from './types';
export { createOutbox, type Outbox, type OutboxInput, type OutboxOptions, type ReplayReport } from './outbox';
export { createIdbOutboxStorage, OUTBOX_DB } from './idb-storage';
export { outboxCount, writeOutboxCount, OUTBOX_COUNT_KEY } from './count';
