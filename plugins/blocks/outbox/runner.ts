// The outbox of a runtime (lazy: loaded when something is unsent or the outbox page opens): the
// IndexedDB store, queueing the keyed calls that got no answer, the replay, and what follows a sent or
// refused entry (a toast, the local copy used up, the ticket reloaded).
import type { EventBus } from '@core/bus';
import type { PluginContext } from '@core/context';
import type { RuntimeEvents } from '@core/events';
import { createIdbOutboxStorage, createOutbox, type Outbox, type OutboxEntry, type OutboxInput, type ReplayReport } from '@core/outbox';
import { addPluginTexts } from '@react/hooks/use-plugin-texts';
import { isRecord, textOf } from '@core/records';
import { clearLocalCopy, readLocalCopies } from '../ticket-shared/local-copy';
import { OUTBOX_LOCALES } from './locales';
import { isOffline } from '@core/network';

const outboxes = new WeakMap<EventBus, Outbox>();

/** btn/btnaction endpoints whose action type is not the upper-cased endpoint. */
const ACTION_TYPES: Record<string, string> = {
  addapprover: 'ADD_APPROVER',
  addassignee: 'ADD_ASSIGNEE',
  addsigntask: 'ADD_SIGN_TASK',
  handlesigntask: 'HANDLE_SIGN_TASK',
  addcopytask: 'ADD_COPY_TASK',
  approvepass: 'APPROVE_PASS',
  approvereject: 'APPROVE_REJECT',
  commitoriginalhandler: 'COMMIT_ORIGINAL_HANDLER',
};


/**
 * What an unsent call is for the outbox: a start (create, also of a draft), a draft save or update, or
 * another ticket action; anything else (a copy, which changes nothing, or a call that is not an intent)
 * is not queued. The label is the form's title or the ticket's id.
 */
export function outboxInputOf(event: Pick<RuntimeEvents['request:unsent'], 'path' | 'body' | 'idempotencyKey'>): OutboxInput | undefined {
  const body = isRecord(event.body) ? event.body : {};
  const formData = isRecord(body.formData) ? body.formData : {};
  const id = textOf(body.workOrderId) || textOf(body.id);
  const label = textOf(formData.title) || id;
  const request = { method: 'POST' as const, path: event.path, body: event.body };
  const key = event.idempotencyKey;
  if (/\/draft\/(save|update)$/.test(event.path)) return { key, kind: 'draft', label, request };
  const action = /\/btn\/btnaction\/([a-z_]+)$/i.exec(event.path)?.[1]?.toLowerCase();
  if (!action || action === 'copy') return undefined;
  if (action === 'start') return { key, kind: 'create', label, request };
  return { key, kind: 'action', label: id, action: ACTION_TYPES[action] ?? action.toUpperCase(), request };
}

/** The key of the create page's local copy an entry came from (the draft, else the template). */
function copyKeyOf(entry: OutboxEntry): string | undefined {
  if (entry.kind === 'action') return undefined;
  const body = isRecord(entry.request.body) ? entry.request.body : {};
  return textOf(body.workOrderId) || textOf(body.id) || textOf(body.processDefId) || undefined;
}

function userIdOf(ctx: PluginContext): string | undefined {
  return ctx.session.getLoginInfo()?.user.userId || undefined;
}

/** The runtime's outbox; `undefined` where there is no IndexedDB. */
export function outboxOf(ctx: PluginContext): Outbox | undefined {
  const known = outboxes.get(ctx.bus);
  if (known) return known;
  const factory = (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  if (!factory) return undefined;
  addPluginTexts(ctx.i18n, OUTBOX_LOCALES);
  const outbox = createOutbox({ storage: createIdbOutboxStorage(factory), request: ctx.request, bus: ctx.bus, keyValue: ctx.storage, userId: () => userIdOf(ctx) });
  outboxes.set(ctx.bus, outbox);
  const t = ctx.i18n.t.bind(ctx.i18n);
  ctx.bus.on('outbox:sent', ({ entry }) => {
    ctx.bus.emit('toast:show', { type: 'success', message: t('outbox.sent', { label: entryLabel(t, entry) }) });
    // The input it was made of is used up, unless the user typed more after it was queued.
    const copyKey = copyKeyOf(entry);
    const copy = copyKey ? readLocalCopies(ctx.storage)[copyKey] : undefined;
    if (copyKey && copy && copy.time <= entry.createdAt) clearLocalCopy(ctx.storage, copyKey);
    if (entry.kind !== 'create') ctx.bus.emit('order:refresh', { workOrderId: copyKey ?? textOf(isRecord(entry.request.body) ? entry.request.body.workOrderId : '') });
  });
  ctx.bus.on('outbox:failed', ({ message }) => ctx.bus.emit('toast:show', { type: 'error', message: t('outbox.notSent', { message }) }));
  return outbox;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "New ticket · title", "Transfer · ticket 42": what the user recognises an entry by. */
export function entryLabel(t: Translate, entry: Pick<OutboxEntry, 'kind' | 'label' | 'action'>): string {
  const what = entry.kind === 'action' && entry.action ? t(`actions.names.${entry.action}`, { defaultValue: entry.action }) : t(`outbox.kinds.${entry.kind}`);
  const label = entry.kind === 'action' ? (entry.label ? t('outbox.ticket', { id: entry.label }) : '') : entry.label || t('outbox.untitled');
  return label ? `${what} · ${label}` : what;
}

/** Queues a keyed call that got no answer, and tells the user (once per intent). */
export async function queueUnsent(ctx: PluginContext, event: RuntimeEvents['request:unsent']): Promise<OutboxEntry | undefined> {
  const input = outboxInputOf(event);
  const outbox = input && outboxOf(ctx);
  if (!input || !outbox) return undefined;
  const queued = await outbox.add(input);
  // Offline it goes when the connection returns; online (the server did not answer) it is retried a while later.
  if (queued?.added) ctx.bus.emit('toast:show', { type: 'info', message: ctx.i18n.t(isOffline() ? 'outbox.queued' : 'outbox.queuedRetry') });
  return queued?.entry;
}

/** Queues an intent the page did not even try to send (made while offline), and tells the user. */
export function queueIntent(ctx: PluginContext, input: OutboxInput): Promise<OutboxEntry | undefined> {
  return queueUnsent(ctx, { method: 'POST', path: input.request.path, body: input.request.body, idempotencyKey: input.key, message: '', timedOut: false });
}

/** Sends what waits (nothing while offline or logged out). */
export function replayOutbox(ctx: PluginContext): Promise<ReplayReport> | undefined {
  if (isOffline() || !userIdOf(ctx)) return undefined;
  return outboxOf(ctx)?.replay();
}
