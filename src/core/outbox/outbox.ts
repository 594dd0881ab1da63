// The outbox (issue 20): intents that got no answer (offline, network error, timeout) wait here, per
// user, and are sent again in order, one at a time, with the idempotency key they were first sent with,
// when the connection returns or the app starts. A server refusal marks the entry failed with the
// server's (translated) message; the user retries or discards it. Framework-free: the storage and the
// request client are injected.
import type { EventBus } from '../bus';
import { isRequestError, isUnanswered } from '../request/errors';
import type { RequestClient } from '../request/types';
import type { KeyValueStorage } from '../storage';
import { writeOutboxCount } from './count';
import type { OutboxEntry, OutboxKind, OutboxRequest, OutboxStorage } from './types';
import type {} from './events';

export interface OutboxOptions {
  storage: OutboxStorage;
  request: RequestClient;
  bus: EventBus;
  /** Where the per-user count is mirrored for the badge (`outboxCount`). */
  keyValue: KeyValueStorage;
  /** The logged-in user; nothing is listed, added or sent without one. */
  userId(): string | undefined;
  /** @default Date.now */
  now?: () => number;
  /** @default crypto.randomUUID, else time and a random suffix */
  newId?: () => string;
}

/** What is queued. */
export interface OutboxInput {
  key: string;
  kind: OutboxKind;
  label: string;
  action?: string;
  request: OutboxRequest;
}

export interface ReplayReport {
  sent: number;
  failed: number;
  /** Stopped at an entry that got no answer again (still offline): it and the rest wait. */
  stopped: boolean;
}

export interface Outbox {
  /** The user's entries, oldest first. */
  list(): Promise<OutboxEntry[]>;
  /**
   * Queues an intent; an entry with the same key already queued is kept as it is (`added: false`).
   * Resolves `undefined` without a user.
   */
  add(input: OutboxInput): Promise<{ entry: OutboxEntry; added: boolean } | undefined>;
  /** Sends the pending entries (a call while one runs joins it, then runs once more). */
  replay(): Promise<ReplayReport>;
  /** Marks a failed entry pending again and replays. */
  retry(id: string): Promise<ReplayReport>;
  /** Removes an entry (the user gave it up). */
  discard(id: string): Promise<void>;
}

function defaultId(): string {
  const uuid = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto?.randomUUID;
  return uuid ? uuid.call(globalThis.crypto) : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Builds the outbox of one runtime (see the file comment). */
export function createOutbox(options: OutboxOptions): Outbox {
  const { storage, request, bus } = options;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? defaultId;
  // Entries are sent in the order they were added: two added in the same millisecond still get increasing times.
  let lastAt = 0;
  let running: Promise<ReplayReport> | undefined;
  let again = false;

  const changed = async (userId: string) => {
    const count = (await storage.list(userId)).length;
    writeOutboxCount(options.keyValue, userId, count);
    bus.emit('outbox:changed', { userId, count });
  };

  const update = async (entry: OutboxEntry, patch: Partial<OutboxEntry>): Promise<OutboxEntry> => {
    const next: OutboxEntry = { ...entry, ...patch, updatedAt: now() };
    if (patch.status !== 'failed') delete next.error;
    await storage.put(next);
    return next;
  };

  const sendAll = async (userId: string): Promise<ReplayReport> => {
    const report: ReplayReport = { sent: 0, failed: 0, stopped: false };
    const tried = new Set<string>();
    for (;;) {
      // Read again each time: entries added, sent by another tab or discarded meanwhile count.
      const entry = (await storage.list(userId)).find((e) => e.status !== 'failed' && !tried.has(e.id));
      if (!entry || options.userId() !== userId) break;
      tried.add(entry.id);
      const sending = await update(entry, { status: 'sending' });
      bus.emit('outbox:changed', { userId, count: (await storage.list(userId)).length });
      try {
        const result = await request.post(sending.request.path, sending.request.body, { idempotencyKey: sending.key, silent: true });
        await storage.delete(sending.id);
        report.sent += 1;
        bus.emit('outbox:sent', { entry: sending, result });
      } catch (error) {
        // Still no answer (or a login is needed first): it waits, and so does everything after it.
        if (isUnanswered(error) || (isRequestError(error) && (error.canceled || error.status === 401))) {
          if (await storage.get(sending.id)) await update(sending, { status: 'pending' });
          report.stopped = true;
          break;
        }
        const message = error instanceof Error && error.message ? error.message : String(error);
        if (await storage.get(sending.id)) await update(sending, { status: 'failed', error: message });
        report.failed += 1;
        bus.emit('outbox:failed', { entry: sending, message });
      } finally {
        await changed(userId);
      }
    }
    return report;
  };

  const replay = (): Promise<ReplayReport> => {
    const userId = options.userId();
    if (!userId) return Promise.resolve({ sent: 0, failed: 0, stopped: false });
    if (running) {
      again = true;
      return running;
    }
    const run = async (): Promise<ReplayReport> => {
      const total: ReplayReport = { sent: 0, failed: 0, stopped: false };
      do {
        again = false;
        const report = await sendAll(userId);
        total.sent += report.sent;
        total.failed += report.failed;
        total.stopped = report.stopped;
      } while (again && !total.stopped);
      return total;
    };
    running = run().finally(() => (running = undefined));
    return running;
  };

  return {
    async list() {
      const userId = options.userId();
      return userId ? storage.list(userId) : [];
    },
    async add(input) {
      const userId = options.userId();
      if (!userId) return undefined;
      const existing = (await storage.list(userId)).find((e) => e.key === input.key);
      if (existing) return { entry: existing, added: false };
      const at = Math.max(now(), lastAt + 1);
      lastAt = at;
      const entry: OutboxEntry = { id: newId(), userId, key: input.key, kind: input.kind, label: input.label, request: input.request, status: 'pending', createdAt: at, updatedAt: at };
      if (input.action) entry.action = input.action;
      await storage.put(entry);
      await changed(userId);
      return { entry, added: true };
    },
    replay,
    async retry(id) {
      const userId = options.userId();
      const entry = await storage.get(id);
      if (entry && entry.userId === userId && entry.status === 'failed') {
        await update(entry, { status: 'pending' });
        await changed(entry.userId);
      }
      return replay();
    },
    async discard(id) {
      const userId = options.userId();
      const entry = await storage.get(id);
      if (!entry || entry.userId !== userId) return;
      await storage.delete(id);
      await changed(entry.userId);
    },
  };
}
