// Whether the device has a connection, as the browser says (`navigator.onLine`). Outside a browser it counts as online.

/** The browser says it has no connection (false outside a browser). */
export function isOffline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;
}
