// The message centre's event (declared here, by declaration merging, as plugins do): something was marked read, so
// every unread count on screen (the bottom menu's and the home banner's badge, the centre's categories) asks again.

declare module '@core/events' {
  interface RuntimeEventRegistry {
    /**
     * Announcements or messages were marked read (after the server said so). `ids` are the ones marked; a whole
     * category marked at once names it in `category` with `ids` empty.
     */
    'messages:read': { kind: 'announcement' | 'message'; ids: string[]; category?: string };
  }
}

export {};
