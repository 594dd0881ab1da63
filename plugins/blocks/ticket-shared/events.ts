// Events between the ticket pages' plugins (declared here, by declaration merging, as plugins do): the tags tab
// says when it changed a ticket's tags, and the detail's header row of tags follows without reloading the ticket.
import type { HeaderTag } from './model';

declare module '@core/events' {
  interface RuntimeEventRegistry {
    /** The tags tab added or removed tags of a ticket; `tags` are the ticket's tags the user now sees. */
    'orderTags:changed': { workOrderId: string; tags: HeaderTag[] };
  }
}

export {};
