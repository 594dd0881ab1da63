/**
 * The replay recorder's tap: the few lines that must run from the moment a form
 * session is built (before anyone presses "Record"), so a recording made later
 * still knows the form-load answer. It logs, in order, every linkage call with
 * its answer, every patch the session applied, every user change and every
 * validation. Kept tiny and free of imports on purpose: `useFormSession`
 * includes it when `AppConfig.replayRecorder` is on, in the create and detail
 * pages' first load; everything else (./record.ts) is loaded when the toggle
 * is first used.
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
  const events: RecorderEvent[] = [];
  const tap: RecorderTap = {
    events,
    pending: 0,
    request: (real) =>
      ((kind, payload, options) => {
        const event: RecorderEvent = { type: 'call', kind, payload: jsonCopy(payload), signal: options?.signal };
        const settle = (answer: unknown, error?: unknown) => {
          Object.assign(event, { done: true, answer: jsonCopy(answer) }, error ? { error: String((error as Error).message ?? error) } : {});
          tap.pending--;
          tap.listener?.();
        };
        tap.pending++;
        push(event);
        return real(kind, payload, options).then(
          (answer) => (settle(answer), answer),
          (error: unknown) => {
            settle(undefined, error || 'failed');
            throw error;
          },
        );
      }) as LinkageRequest,
    onPatch: (next) => (patch, session) => {
      push({ type: 'patch', patch: jsonCopy(patch) as FormPatch });
      next?.(patch, session);
    },
    attach(session, options) {
      tap.session = session;
      tap.options = options;
      recorderTaps.set(session, tap);
      session.controller.subscribe((change) => {
        if (change.type === 'value') for (const path of change.paths) push({ type: 'set', path, value: jsonCopy(session.controller.getState(path)?.value) });
      });
      const validate = session.validate;
      // Submit and validation go through the session's own method: log it (the errors it shows are then expected).
      (session as { validate: FormSession['validate'] }).validate = () => (push({ type: 'validate' }), validate());
    },
  };
  const push = (event: RecorderEvent) => {
    events.push(event);
    tap.listener?.();
  };
  return tap;
}
