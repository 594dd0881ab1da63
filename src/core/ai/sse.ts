// Server-sent events as the AI streams send them (`data: {json}` lines, a blank line ends an event, `data: [DONE]`
// ends the stream). Text arrives in pieces that cut lines anywhere: the parser keeps the unfinished line.

/** The end-of-stream marker. */
export const SSE_DONE = '[DONE]';

/** Feeds decoded text in; calls `onEvent` with each event's data (its `data:` lines joined by newlines). */
export interface SseParser {
  push(text: string): void;
  /** The stream ended: an unterminated last event still counts. */
  flush(): void;
}

export function createSseParser(onEvent: (data: string) => void): SseParser {
  let pending = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length === 0) return;
    const event = data.join('\n');
    data = [];
    onEvent(event);
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    if (field !== 'data') return;
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    data.push(value);
  };
  return {
    push(text) {
      pending += text;
      let end: number;
      while ((end = pending.search(/\r\n|\r|\n/)) !== -1) {
        const breakLength = pending.startsWith('\r\n', end) ? 2 : 1;
        // A lone \r at the end may be the first half of \r\n: wait for the next piece.
        if (pending[end] === '\r' && breakLength === 1 && end === pending.length - 1) break;
        line(pending.slice(0, end));
        pending = pending.slice(end + breakLength);
      }
    },
    flush() {
      if (pending !== '') line(pending.replace(/\r$/, ''));
      pending = '';
      dispatch();
    },
  };
}
