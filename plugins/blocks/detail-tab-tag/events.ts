// The event the tags tab sends after it changed a ticket's tags (declared here, by declaration merging, as
// plugins do): the detail's header row of tags may follow it without reloading the whole ticket.
import type { OrderTag } from './model';

declare module '@core/events' {
  interface RuntimeEventRegistry {
    /** The tags tab added or removed tags of a ticket; `tags` are the ticket's tags the user now sees. */
    'orderTags:changed': { workOrderId: string; tags: OrderTag[] };
  }
}

export {};
