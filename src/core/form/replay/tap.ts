/**
 * The replay recorder's tap: the few lines that must run from the moment a form
 * session is built (before anyone presses "Record"), so a recording made later
 * still knows the form-load answer. It logs, in order, every linkage call with
 * its answer, every patch the session applied, every user change and every
 * validation. Kept small and free of imports on purpose: `useFormSession`
 * loads it (with the form's field types) only when `AppConfig.replayRecorder`
 * is on, so the pages' first load never carries it; the recorder (./record.ts)
 * is loaded when the toggle is first used.
 */
import type { LinkageRequest } from '../linkage/engine';
import type { FormSession, FormSessionOptions } from '../session/session';
import type { FormPatch } from '../types';

/** One thing the tap saw. */
export type RecorderEvent =
  | {
      type: 'call';
      kind: string;
      payload: unknown;
      /** Set once the call settled. */
      done?: boolean;
      answer?: unknown;
      /** The failure's message, when the call failed. */
      error?: string;
      signal?: AbortSignal;
    }
  | { type: 'set'; path: string; value: unknown }
  | { type: 'patch'; patch: FormPatch }
  | { type: 'validate' };

/** What the tap logged for one session. */
export interface RecorderTap {
  readonly events: RecorderEvent[];
  /** The options the session was built with. */
  options?: FormSessionOptions;
  session?: FormSession;
  /** Linkage calls in flight. */
  pending: number;
  /** Called after every event (the recorder listens while recording). */
  listener?: () => void;
  /** Wraps the session's transport: every call and its answer are logged. */
  request(real: LinkageRequest): LinkageRequest;
  /** Wraps `onPatch`: every applied patch is logged. */
  onPatch(next?: FormSessionOptions['onPatch']): NonNullable<FormSessionOptions['onPatch']>;
  /** Starts logging the session's user changes and validations. */
  attach(session: FormSession, options: FormSessionOptions): void;
}

/** The taps of the sessions built while the recorder is enabled. */
export const recorderTaps = new WeakMap<FormSession, RecorderTap>();

/** A JSON copy (Formily values are proxies; JSON has no undefined). */
export const jsonCopy = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** A new tap: wrap the transport and `onPatch` with it, build the session, then `attach`. */
export function createRecorderTap(): RecorderTap {
  // Payloads, answers and patches are fresh objects
  // the session does not change afterwards; values of user changes are copied (Formily changes its own in place).
  const push = (event: RecorderEvent) => {
    tap.events.push(event);
    tap.listener?.();
  };
  const tap: RecorderTap = {
    events: [],
    pending: 0,
    request: (real) =>
      ((kind, payload, options) => {
        const event: RecorderEvent = { type: 'call', kind, payload, signal: options?.signal };
        const settle = (answer: unknown, error?: Error) => {
          Object.assign(event, { done: true, answer, error: error && String(error.message || error) });
          tap.pending--;
          tap.listener?.();
        };
        tap.pending++;
        push(event);
        return real(kind, payload, options).then(
          (answer) => (settle(answer), answer),
          (error: Error) => {
            settle(undefined, error || new Error());
            throw error;
          },
        );
      }) as LinkageRequest,
    onPatch: (next) => (patch, session) => {
      push({ type: 'patch', patch });
      next?.(patch, session);
    },
    attach(session, options) {
      const { controller } = session;
      tap.session = session;
      tap.options = options;
      recorderTaps.set(session, tap);
      // User changes (the session's own patches are quiet) and validations (submit validates too).
      controller.subscribe(({ type, paths }) =>
        type === 'validate' ? push({ type }) : type === 'value' && paths.forEach((path) => push({ type: 'set', path, value: jsonCopy(controller.getState(path)?.value) })),
      );
    },
  };
  return tap;
}
