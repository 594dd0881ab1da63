import type { PluginContext } from '@core/context';

/** Messages the update action posts to an embedding page (service-desk §4). */
export type ParentMessage = { type: 'updateWorkOrderSuccess' } | { type: 'updateWorkOrderFail'; message: string };

/**
 * Notifies the parent window: the host's `postToParent` when it has one,
 * otherwise `window.parent.postMessage` (a top-level page posts to itself,
 * which is harmless).
 */
export function postToParent(ctx: PluginContext, message: ParentMessage): void {
  if (ctx.host.postToParent) {
    ctx.host.postToParent({ ...message });
    return;
  }
  const parent = typeof window !== 'undefined' ? window.parent : undefined;
  parent?.postMessage({ ...message }, '*');
}
