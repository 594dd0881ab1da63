// The AI stream client (service-desk §6, §7, §8) against a fake fetch whose body is a ReadableStream fed piece by piece.
import { describe, expect, it, vi } from 'vitest';
import { createAiClient, createSseParser, readAiStream, AiHttpError, AiStreamError, AI_NETWORK_NOT_OK, aiVersionOf, withGenerateRules, readAiGenerateRules, readAiRule } from '@core/ai';
import { createRuntime, createMemoryStorage } from '@core';

const encoder = new TextEncoder();

/** A body fed by the test: `push` sends bytes, `end` closes; reads after an abort reject as fetch's do. */
function controlledBody(signal: AbortSignal | undefined) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      cancelled = true;
    },
  });
  signal?.addEventListener('abort', () => {
    cancelled = true;
    try {
      controller.error(new DOMException('aborted', 'AbortError'));
    } catch {
      // already closed
    }
  });
  return {
    stream,
    push: (piece: string | Uint8Array) => controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece),
    end: () => controller.close(),
    fail: (error: Error) => controller.error(error),
    get cancelled() {
      return cancelled;
    },
  };
}

interface Sent {
  url: string;
  init: RequestInit;
  body: ReturnType<typeof controlledBody>;
}

function fakeFetch(status = 200) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = controlledBody(init?.signal ?? undefined);
    sent.push({ url: String(url), init: init ?? {}, body });
    return new Response(status === 200 ? body.stream : '{"code":500,"msg":"boom"}', { status, headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const frame = (content: string) => `data: ${JSON.stringify({ content })}\n\n`;

describe('SSE parser', () => {
  it('joins lines split anywhere across pieces, \\r\\n included, and flushes an unterminated last event', () => {
    const events: string[] = [];
    const parser = createSseParser((data) => events.push(data));
    for (const piece of ['da', 'ta: {"a":', '1}\r', '\n\r\n: comment\n', 'data: x\ndata: y\n\nid: 3\ndata: la', 'st']) parser.push(piece);
    expect(events).toEqual(['{"a":1}', 'x\ny']);
    parser.flush();
    expect(events).toEqual(['{"a":1}', 'x\ny', 'last']);
  });
});

describe('readAiStream', () => {
  it('hands each event text to onChunk as it arrives, decodes characters cut between pieces, ends at [DONE]', async () => {
    const { fetch, sent } = fakeFetch();
    const chunks: string[] = [];
    const done = readAiStream({ url: '/s', headers: { language: 'en' }, body: { a: 1 }, fetch, onChunk: (chunk) => chunks.push(chunk) });
    await tick();
    const body = sent[0]!.body;
    body.push('data: {"content":"Hel');
    await tick();
    expect(chunks).toEqual([]);
    body.push('lo"}\n\n');
    await tick();
    expect(chunks).toEqual(['Hello']);
    // "摘要" cut inside its first character's bytes.
    const bytes = encoder.encode(frame(' 摘要'));
    body.push(bytes.slice(0, 22));
    body.push(bytes.slice(22));
    body.push('data: [DONE]\n\n');
    await expect(done).resolves.toEqual({ text: 'Hello 摘要', stopped: false });
    expect(chunks).toEqual(['Hello', ' 摘要']);
    expect(sent[0]!.init.method).toBe('POST');
    expect(sent[0]!.init.body).toBe('{"a":1}');
    expect(sent[0]!.init.headers).toMatchObject({ language: 'en', 'Content-Type': 'application/json', Accept: 'text/event-stream' });
    // Ended by [DONE]: the exchange is closed.
    expect(body.cancelled).toBe(true);
  });

  it('reads v2 deltas and plain-text data', async () => {
    const { fetch, sent } = fakeFetch();
    const done = readAiStream({ url: '/s', headers: {}, body: {}, fetch });
    await tick();
    sent[0]!.body.push('data: {"choices":[{"delta":{"content":"a"}}]}\n\ndata: b\n\n');
    sent[0]!.body.end();
    await expect(done).resolves.toEqual({ text: 'ab', stopped: false });
  });

  it('a stop mid-stream keeps the partial text, aborts the exchange and hands over no further chunk', async () => {
    const { fetch, sent } = fakeFetch();
    const stop = new AbortController();
    const chunks: string[] = [];
    const done = readAiStream({ url: '/s', headers: {}, body: {}, fetch, signal: stop.signal, onChunk: (chunk) => chunks.push(chunk) });
    await tick();
    const body = sent[0]!.body;
    body.push(frame('one'));
    await tick();
    stop.abort();
    await expect(done).resolves.toEqual({ text: 'one', stopped: true });
    expect(body.cancelled).toBe(true);
    expect(() => body.push(frame('two'))).toThrow();
    expect(chunks).toEqual(['one']);
  });

  it('an HTTP error throws exactly "Network response was not ok"', async () => {
    const { fetch } = fakeFetch(500);
    const error = await readAiStream({ url: '/s', headers: {}, body: {}, fetch }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiHttpError);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(AI_NETWORK_NOT_OK);
    expect(AI_NETWORK_NOT_OK).toBe('Network response was not ok');
  });

  it('an error event in the stream throws a business error and aborts the exchange', async () => {
    const { fetch, sent } = fakeFetch();
    const chunks: string[] = [];
    const done = readAiStream({ url: '/s', headers: {}, body: {}, fetch, onChunk: (chunk) => chunks.push(chunk) });
    await tick();
    sent[0]!.body.push(frame('part') + 'data: {"code":500100,"msg":"model overloaded"}\n\n' + frame('never'));
    const error = (await done.catch((caught: unknown) => caught)) as AiStreamError;
    expect(error).toBeInstanceOf(AiStreamError);
    expect(error).toMatchObject({ kind: 'business', code: 500100, message: 'model overloaded' });
    expect(chunks).toEqual(['part']);
    expect(sent[0]!.body.cancelled).toBe(true);
  });

  it('a connection that breaks mid-stream is a network error (the text so far was shown); a refused one too', async () => {
    const { fetch, sent } = fakeFetch();
    const chunks: string[] = [];
    const done = readAiStream({ url: '/s', headers: {}, body: {}, fetch, onChunk: (chunk) => chunks.push(chunk) });
    await tick();
    sent[0]!.body.push(frame('x'));
    await tick();
    sent[0]!.body.fail(new TypeError('network error'));
    await expect(done).rejects.toMatchObject({ kind: 'network' });
    expect(chunks).toEqual(['x']);
    const refused = readAiStream({ url: '/s', headers: {}, body: {}, fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(refused).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('createAiClient', () => {
  const runtimeWith = (aiAccountIds: string[], accountId = 'acc-7') => {
    const storage = createMemoryStorage({ token: 'tok-1', language: 'en', loginInfo: JSON.stringify({ user: { accountId, userId: '1', userName: 'u' }, rbac: [] }) });
    return createRuntime({ storage, config: { aiAccountIds } });
  };

  it('v2 paths only for a listed account or All (spec §6), else v1; the request client headers', async () => {
    expect(aiVersionOf([], 'a')).toBe('v1');
    expect(aiVersionOf(['b'], 'a')).toBe('v1');
    expect(aiVersionOf(['a'], 'a')).toBe('v2');
    expect(aiVersionOf(['All'], undefined)).toBe('v2');
    for (const [ids, version] of [[[], 'v1'], [['acc-7'], 'v2'], [['All'], 'v2'], [['other'], 'v1']] as const) {
      const runtime = runtimeWith([...ids]);
      const { fetch, sent } = fakeFetch();
      const client = createAiClient(runtime, fetch);
      const done = client.stream('generate', { ruleId: 'r' });
      await tick();
      sent[0]!.body.end();
      await done;
      expect(sent[0]!.url).toBe(`/gateway/dosm/api/v2/biz/ai/${version}/solution/generate`);
      expect(sent[0]!.init.headers).toMatchObject({ Authorization: 'Bearer tok-1', language: runtime.i18n.language() });
      runtime.dispose();
    }
  });
});

describe('rules', () => {
  it('reads rules and marks the targeted RICH_TEXT fields at any depth, only those', () => {
    expect(readAiRule({ ruleId: 's1', name: 'S' })).toEqual({ ruleId: 's1', name: 'S' });
    expect(readAiRule(null)).toBeUndefined();
    const rules = readAiGenerateRules([{ ruleId: 'g1', fieldCode: 'description', sourceFieldCodes: ['title'], name: 'G' }, { ruleId: 'bad' }]);
    expect(rules).toEqual([{ ruleId: 'g1', fieldCode: 'description', sourceFieldCodes: ['title'], name: 'G' }]);
    const other = { 'x-component': 'INPUT', key: 'title' };
    const schema = {
      type: 'object',
      properties: {
        title: other,
        group: { type: 'void', properties: { description: { 'x-component': 'RICH_TEXT', 'x-props': { placeholder: 'p' } } } },
        notes: { 'x-component': 'INPUT', key: 'description' },
      },
    };
    const patched = withGenerateRules(schema, rules);
    expect(patched.properties.group.properties.description['x-props']).toEqual({ placeholder: 'p', showAIButton: true, generateRuleId: 'g1' });
    expect(patched.properties.title).toBe(other);
    expect(patched.properties.notes).toBe(schema.properties.notes);
    expect(schema.properties.group.properties.description['x-props']).toEqual({ placeholder: 'p' });
    expect(withGenerateRules(schema, [])).toBe(schema);
  });
});
