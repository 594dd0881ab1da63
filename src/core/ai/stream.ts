// One streamed AI call over fetch: the body is read as it arrives, decoded (UTF-8, stream mode: a character cut
// between two pieces is kept whole) and each event's text handed to `onChunk`. Spec §8: an HTTP not-ok answer
// throws "Network response was not ok"; §7: the stream is aborted on error and when the caller closes it.
import { isRecord } from '../records';
import { createSseParser, SSE_DONE } from './sse';

/** The message of the spec's HTTP failure (§8); the app shows its translation (`isAiHttpError`). */
export const AI_NETWORK_NOT_OK = 'Network response was not ok';

/** The answer's HTTP status was not 2xx. `message` is exactly {@link AI_NETWORK_NOT_OK}. */
export class AiHttpError extends Error {
  constructor(readonly status: number) {
    super(AI_NETWORK_NOT_OK);
    this.name = 'AiHttpError';
  }
}

/** The service reported a failure inside the stream (an event with a failure code), or the connection failed. */
export class AiStreamError extends Error {
  constructor(
    message: string,
    /** `business`: an error event (`code`, `msg`); `network`: no answer, or the connection broke mid-stream. */
    readonly kind: 'business' | 'network',
    /** The event's code, for `business`. */
    readonly code?: number | string,
  ) {
    super(message);
    this.name = 'AiStreamError';
  }
}

export function isAiHttpError(error: unknown): error is AiHttpError {
  return error instanceof AiHttpError;
}

export function isAiStreamError(error: unknown): error is AiStreamError {
  return error instanceof AiStreamError;
}

/** What a finished or stopped stream gave. */
export interface AiStreamResult {
  /** The whole text received. */
  text: string;
  /** The caller stopped it (its signal aborted) before the end: `text` is partial. */
  stopped: boolean;
}

/** Options of {@link readAiStream}. */
export interface AiStreamRequest {
  /** Full address (base, prefix and path). */
  url: string;
  /** The call's headers (language, token: `callHeaders`); JSON and event-stream types are added. */
  headers: Readonly<Record<string, string>>;
  /** Sent as JSON. */
  body: unknown;
  /** Stops the stream: the call resolves with what arrived, `stopped: true`, and no chunk follows. */
  signal?: AbortSignal;
  /** Each piece of text as it arrives, with the whole text so far. */
  onChunk?: (chunk: string, text: string) => void;
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/** Codes of an event that mean success (the envelope's, and the plain ones some services send). */
const OK_CODES = new Set(['100000', '0', '200']);

function messageOf(event: Record<string, unknown>): string {
  for (const key of ['msg', 'message', 'error'] as const) {
    const value = event[key];
    if (typeof value === 'string' && value !== '') return value;
    if (isRecord(value) && typeof value.message === 'string') return value.message;
  }
  return '';
}

/**
 * The text of one event: v1 sends `{ content }` (or `{ data: { content } }`), v2 OpenAI-style deltas
 * (`{ choices: [{ delta: { content } }] }`); data that is not JSON is text. Throws an {@link AiStreamError} for an
 * error event.
 */
export function aiEventText(data: string): string {
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    return data;
  }
  if (typeof event === 'string') return event;
  if (!isRecord(event)) return '';
  const code = event.code;
  if ((typeof code === 'number' || typeof code === 'string') && !OK_CODES.has(String(code))) throw new AiStreamError(messageOf(event), 'business', code);
  if (event.error !== undefined && event.error !== null && event.error !== false) throw new AiStreamError(messageOf(event), 'business');
  const inner = isRecord(event.data) ? event.data : event;
  if (typeof inner.content === 'string') return inner.content;
  if (typeof event.data === 'string') return event.data;
  const choice = Array.isArray(event.choices) ? event.choices[0] : undefined;
  const delta = isRecord(choice) && isRecord(choice.delta) ? choice.delta : undefined;
  return typeof delta?.content === 'string' ? delta.content : '';
}

/** Sends the call and reads its stream to the end, to `[DONE]`, to the caller's stop, or to the first error. */
export async function readAiStream(request: AiStreamRequest): Promise<AiStreamResult> {
  const { signal } = request;
  const fetcher = request.fetch ?? ((...args: Parameters<typeof globalThis.fetch>) => globalThis.fetch(...args));
  // Our own controller: an error ends the exchange as the caller's stop does.
  const controller = new AbortController();
  const onStop = () => controller.abort();
  if (signal?.aborted) return { text: '', stopped: true };
  signal?.addEventListener('abort', onStop, { once: true });
  let text = '';
  let finished = false;
  let ended = false;
  const stopped = () => signal?.aborted === true;
  try {
    let response: Response;
    try {
      response = await fetcher(request.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...request.headers },
        body: JSON.stringify(request.body ?? {}),
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (stopped()) return { text, stopped: true };
      throw new AiStreamError(error instanceof Error ? error.message : String(error), 'network');
    }
    if (!response.ok) throw new AiHttpError(response.status);
    if (!response.body) throw new AiStreamError('no body', 'network');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser((data) => {
      if (finished || stopped()) return;
      if (data.trim() === SSE_DONE) {
        finished = true;
        return;
      }
      const chunk = aiEventText(data);
      if (chunk === '') return;
      text += chunk;
      request.onChunk?.(chunk, text);
    });
    try {
      while (!finished) {
        let read: ReadableStreamReadResult<Uint8Array>;
        try {
          read = await reader.read();
        } catch (error) {
          if (stopped()) return { text, stopped: true };
          throw new AiStreamError(error instanceof Error ? error.message : String(error), 'network');
        }
        // A stop while a piece was on its way: that piece is not shown.
        if (stopped()) return { text, stopped: true };
        if (read.done) {
          ended = true;
          parser.push(decoder.decode());
          parser.flush();
          finished = true;
          break;
        }
        parser.push(decoder.decode(read.value, { stream: true }));
      }
    } finally {
      // Ended by `[DONE]`, a stop or an error: the rest of the exchange is not wanted.
      if (!ended) controller.abort();
      reader.releaseLock();
    }
    return { text, stopped: stopped() };
  } catch (error) {
    controller.abort();
    throw error;
  } finally {
    signal?.removeEventListener('abort', onStop);
  }
}
