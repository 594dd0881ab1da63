// Buzz (urge) cooldown (service-desk §9: 10 minutes). The server refuses an
// early urge too; this client-side guard, remembered per user and ticket in
// storage, saves the call and survives a reload.
import type { RequestClient, RequestOptions } from '../request/types';
import type { Session } from '../session';
import { readJson, writeJson, type KeyValueStorage } from '../storage';
import { postAction } from './queries';

/** Cooldown between two urges of one ticket by one user. */
export const URGE_COOLDOWN_MS = 10 * 60 * 1000;
/** Storage key of the last urge times. */
export const URGE_STORAGE_KEY = 'urgeRecords';

type Records = Record<string, number>;

const keyOf = (userId: string | undefined, workOrderId: string) => `${userId ?? ''}:${workOrderId}`;

function read(storage: KeyValueStorage): Records {
  const value = readJson<unknown>(storage, URGE_STORAGE_KEY);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Records) : {};
}

/** Milliseconds until the user may urge the ticket again (0 = now). */
export function urgeWaitMs(storage: KeyValueStorage, userId: string | undefined, workOrderId: string, now: number): number {
  const last = read(storage)[keyOf(userId, workOrderId)];
  if (typeof last !== 'number' || !Number.isFinite(last)) return 0;
  return Math.max(0, last + URGE_COOLDOWN_MS - now);
}

/** Remembers an urge; entries older than the cooldown are dropped on the way. */
export function recordUrge(storage: KeyValueStorage, userId: string | undefined, workOrderId: string, now: number): void {
  const kept = Object.fromEntries(Object.entries(read(storage)).filter(([, at]) => typeof at === 'number' && now - at < URGE_COOLDOWN_MS));
  kept[keyOf(userId, workOrderId)] = now;
  writeJson(storage, URGE_STORAGE_KEY, kept);
}

/**
 * An urge outside the action bar (the detail's process and linked-tickets tabs): within the cooldown nothing is sent
 * (`'tooSoon'`); otherwise the URGE action's call, and the cooldown starts. A failed call rejects (as the request
 * client does: with its toast unless `silent`).
 */
export async function sendUrge(
  ctx: { request: RequestClient; storage: KeyValueStorage; session: Pick<Session, 'getLoginInfo'> },
  workOrderId: string,
  options?: RequestOptions,
): Promise<'sent' | 'tooSoon'> {
  const userId = ctx.session.getLoginInfo()?.user.userId;
  if (urgeWaitMs(ctx.storage, userId, workOrderId, Date.now()) > 0) return 'tooSoon';
  await postAction(ctx.request, 'urge', { workOrderId }, options);
  recordUrge(ctx.storage, userId, workOrderId, Date.now());
  return 'sent';
}
