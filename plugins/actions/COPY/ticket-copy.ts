// The copy on its way from the ticket to the create page. A copy's values travel in storage, never
// in the address (an address is logged, shared and length-limited, and the values are the
// original's data): COPY stores the server's answer here and opens the create page with only the
// source ticket's id (`copyFrom`); the create page reads it back and drops it once the new ticket is
// submitted or saved as a draft.
import { readJson, writeJson, type KeyValueStorage } from '@core/storage';
import { isRecord } from '@core/records';

/** Storage key of the pending copy (one at a time: a newer copy replaces it). */
export const TICKET_COPY_KEY = 'ticketCopy';

/** A pending copy. */
export interface TicketCopy {
  /** The ticket it was copied from (the create page's `copyFrom`). */
  sourceWorkOrderId: string;
  processDefId?: string;
  processDefKey?: string;
  /** The form values the server handed out for the new ticket. */
  values: Record<string, unknown>;
  /** When it was copied (ms). */
  time: number;
  /** Who copied it: another user of the same browser never gets it. */
  userId?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** Stores the copy answer (`{ sourceWorkOrderId, processDefId, processDefKey, formData }`); returns what was stored. Never throws. */
export function storeTicketCopy(storage: KeyValueStorage, result: unknown, options: { userId?: string; now?: number } = {}): TicketCopy | undefined {
  if (!isRecord(result)) return undefined;
  const sourceWorkOrderId = text(result.sourceWorkOrderId);
  if (!sourceWorkOrderId) return undefined;
  const copy: TicketCopy = {
    sourceWorkOrderId,
    processDefId: text(result.processDefId),
    processDefKey: text(result.processDefKey),
    values: isRecord(result.formData) ? result.formData : {},
    time: options.now ?? Date.now(),
    ...(options.userId ? { userId: options.userId } : {}),
  };
  try {
    writeJson(storage, TICKET_COPY_KEY, copy);
  } catch (error) {
    // A full storage: the create page opens without the copied values.
    console.warn('[COPY] could not store the copy', error);
    return undefined;
  }
  return copy;
}

/** The stored copy of `sourceWorkOrderId` made by `userId`, or undefined. Logging out removes it (core `USER_DATA_STORAGE_KEYS`). */
export function readTicketCopy(storage: KeyValueStorage, sourceWorkOrderId: string, userId?: string): TicketCopy | undefined {
  const copy = readJson<unknown>(storage, TICKET_COPY_KEY);
  if (!isRecord(copy) || copy.sourceWorkOrderId !== sourceWorkOrderId || !isRecord(copy.values)) return undefined;
  // Only its owner's: a copy made without a user id never goes to a user who has one, nor one with an id to a reader without.
  const owner = typeof copy.userId === 'string' && copy.userId ? copy.userId : undefined;
  if (owner !== (userId || undefined)) return undefined;
  return copy as unknown as TicketCopy;
}

/** Drops the stored copy (of `sourceWorkOrderId` only, when given). */
export function clearTicketCopy(storage: KeyValueStorage, sourceWorkOrderId?: string): void {
  if (sourceWorkOrderId !== undefined) {
    const copy = readJson<unknown>(storage, TICKET_COPY_KEY);
    if (isRecord(copy) && copy.sourceWorkOrderId !== sourceWorkOrderId) return;
  }
  storage.removeItem(TICKET_COPY_KEY);
}
