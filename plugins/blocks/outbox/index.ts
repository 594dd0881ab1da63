// Outbox block (/outbox): creates, drafts and ticket actions that got no answer wait here (per user, in IndexedDB) and are sent again with their idempotency keys; its setup queues them and replays on `online` and at start; the way in from other pages is `OutboxBanner` (../shared/outbox-banner.tsx): importing this list of blocks loads no block code.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { outboxPropsSchema } from './props';
import { setupOutbox } from './setup';

export { outboxPropsSchema, type OutboxProps } from './props';

/** Queues a create made while offline (the page did not try to send it), lazily. */
export const queueOfflineIntent = (...args: Parameters<typeof import('./runner').queueIntent>) => import('./runner').then((runner) => runner.queueIntent(...args));

export const outboxBlock = defineBlock({
  name: 'outbox',
  ...lazyBlock(outboxPropsSchema, () => import('./outbox')),
  setup: setupOutbox,
});
