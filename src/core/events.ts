/**
 * The runtime's event names and payloads. Core events live here; a plugin
 * adds its own by declaration merging into {@link RuntimeEventRegistry}
 * (names are `domain:event`; never ad-hoc strings), and the bus checks
 * names and payloads of both:
 * @example
 * declare module '@core/events' {
 *   interface RuntimeEventRegistry { 'color:picked': { field: string; color: string } }
 * }
 * runtime.bus.emit('color:picked', { field: 'labelColor', color: '#00B42A' });
 */
export interface ToastPayload {
  type: 'success' | 'error' | 'info' | 'loading';
  /** Already translated text. */
  message: string;
  /** ms; defaults to config.toastDuration. */
  duration?: number;
}

export interface RuntimeEventRegistry {
  /** A toast should be shown. */
  'toast:show': ToastPayload;
  /** 401: login info was cleared; `redirectTo` is the login address. */
  'auth:unauthorized': { redirectTo: string };
  /**
   * 402/403 or a failed permission check: go to the no-permission page `path`.
   * The only navigation request for it (the router replaces the current entry once).
   */
  'auth:forbidden': { status: number; path: string };
  /** The UI language changed. */
  'i18n:languageChanged': { language: Language };
  /** A request failed (after the error catalogue was applied). */
  'request:error': { url: string; method: string; message: string; status?: number; code?: number | string };
  /** The app asks for navigation (used by core code that cannot reach the router). */
  'router:navigate': { to: string; replace?: boolean };
  /** A field asks the host to show a message (picker value mismatch, etc.). */
  'field:showMessage': { field: string; message: string };
  /** An action (ticket button) is about to send its call. */
  'action:start': { type: string; workOrderId?: string };
  /** An action succeeded; `result` is the response data. */
  'action:success': { type: string; workOrderId?: string; result: unknown };
  /** An action failed (or its response counted as failure); `message` is translated. */
  'action:fail': { type: string; workOrderId?: string; message: string };
  /** The ticket changed (an action succeeded, or the user chose Refresh): reload it. */
  'order:refresh': { workOrderId?: string };
}

/**
 * The one map of event names to payloads the bus is typed with: every entry
 * of {@link RuntimeEventRegistry}, core and plugin-declared alike (a type, so
 * it fits the bus's record constraint).
 */
export type RuntimeEvents = { [K in keyof RuntimeEventRegistry]: RuntimeEventRegistry[K] };

export type Language = 'zh' | 'en';
