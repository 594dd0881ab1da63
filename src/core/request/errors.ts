import type { RequestErrorShape } from './types';

/**
 * The one error type every failed call rejects with; `message` is already
 * translated. For a 400 whose body is an object carrying a `code`, the body's
 * own fields are copied onto the error (and kept in `body`) so callers that
 * read `err.code` / `err.data` / `err.msg` see the server body "as is".
 */
export class RequestError extends Error implements RequestErrorShape {
  override name = 'RequestError';
  status?: number;
  code?: number | string;
  body?: unknown;
  canceled?: boolean;
  timedOut?: boolean;
  network?: boolean;

  constructor(message: string, details: Omit<RequestErrorShape, 'message'> = {}) {
    super(message);
    if (details.body && typeof details.body === 'object') {
      const self = this as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(details.body as Record<string, unknown>)) {
        if (key !== 'message' && key !== 'name' && key !== 'stack') self[key] = value;
      }
    }
    if (details.status !== undefined) this.status = details.status;
    if (details.code !== undefined) this.code = details.code;
    if (details.body !== undefined) this.body = details.body;
    if (details.canceled) this.canceled = true;
    if (details.timedOut) this.timedOut = true;
    if (details.network) this.network = true;
  }
}

export function isRequestError(value: unknown): value is RequestError {
  return value instanceof RequestError;
}

/**
 * The call got no answer (offline, a failed or dropped connection, a timeout): the server may or may not
 * have applied it; only a retry with the same idempotency key tells. A canceled call is not one.
 */
export function isUnanswered(error: unknown): boolean {
  return isRequestError(error) && !error.canceled && (error.timedOut === true || error.network === true);
}
