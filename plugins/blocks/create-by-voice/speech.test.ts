// The speech interface of create by voice: the browser speech API (interim and final results, its error codes)
// and the recording sent to the speech-to-text call (what is sent, the answer, getUserMedia's and the call's
// failures), each through the same listener; and which one a browser gets.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@core/request/errors';
import type { RequestClient, RequestOptions } from '@core/request/types';
import {
  createBrowserRecognizer,
  createServerRecognizer,
  createSpeechRecognizer,
  SPEECH_REQUEST_TIMEOUT_MS,
  speechLanguage,
  type BrowserSpeechRecognition,
  type MediaRecorderLike,
  type MediaStreamLike,
  type SpeechEnvironment,
  type SpeechErrorKind,
  type SpeechListener,
} from './speech';

afterEach(() => {
  vi.useRealTimers();
});

/** Everything a listener heard, in order. */
function record() {
  const events: string[] = [];
  const listener: SpeechListener = {
    partial: (text) => void events.push(`partial:${text}`),
    final: (text) => void events.push(`final:${text}`),
    error: (error) => void events.push(`error:${error.kind}`),
    end: () => void events.push('end'),
  };
  return { events, listener };
}

/** A fake of the browser's `SpeechRecognition`: the test plays its events. */
class FakeRecognition implements BrowserSpeechRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 0;
  onresult: BrowserSpeechRecognition['onresult'] = null;
  onerror: BrowserSpeechRecognition['onerror'] = null;
  onend: BrowserSpeechRecognition['onend'] = null;
  calls: string[] = [];
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.calls.push('start');
  }
  stop() {
    this.calls.push('stop');
  }
  abort() {
    this.calls.push('abort');
  }
  /** A result event with the given parts (`final` ones marked). */
  results(...parts: Array<{ text: string; final?: boolean }>) {
    const results = parts.map((p) => Object.assign([{ transcript: p.text }], { isFinal: p.final === true }));
    this.onresult?.({ resultIndex: 0, results });
  }
  fail(error: string) {
    this.onerror?.({ error, message: `fake ${error}` });
  }
  end() {
    this.onend?.();
  }
}

describe('the browser speech API', () => {
  it('listens continuously with interim results in the UI language; partials as heard, the text on end', () => {
    FakeRecognition.instances = [];
    const recognizer = createBrowserRecognizer(FakeRecognition, { lang: speechLanguage('zh') });
    const { events, listener } = record();
    recognizer.start(listener);
    const fake = FakeRecognition.instances[0]!;
    expect([fake.lang, fake.continuous, fake.interimResults, fake.calls]).toEqual(['zh-CN', true, true, ['start']]);
    fake.results({ text: '会议室' });
    fake.results({ text: '会议室投影仪', final: true }, { text: '无法连接' });
    recognizer.stop();
    expect(fake.calls).toEqual(['start', 'stop']);
    fake.results({ text: '会议室投影仪', final: true }, { text: '无法连接笔记本', final: true });
    fake.end();
    expect(events).toEqual(['partial:会议室', 'partial:会议室投影仪无法连接', 'partial:会议室投影仪无法连接笔记本', 'final:会议室投影仪无法连接笔记本', 'end']);
    expect(speechLanguage('en')).toBe('en-US');
  });

  it('a stop before the last part is final keeps what was shown; a browser that never ends finishes after the grace', () => {
    vi.useFakeTimers();
    FakeRecognition.instances = [];
    const recognizer = createBrowserRecognizer(FakeRecognition, { lang: 'en-US', graceMs: 1000 });
    const { events, listener } = record();
    recognizer.start(listener);
    FakeRecognition.instances[0]!.results({ text: 'printer jam' });
    recognizer.stop();
    expect(events).toEqual(['partial:printer jam']);
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(['partial:printer jam', 'final:printer jam', 'end']);
    // A late end changes nothing.
    FakeRecognition.instances[0]!.end();
    expect(events).toHaveLength(3);
  });

  it.each([
    ['not-allowed', 'permission-denied'],
    ['service-not-allowed', 'permission-denied'],
    ['audio-capture', 'no-microphone'],
    ['no-speech', 'nothing-heard'],
    ['network', 'network'],
    ['language-not-supported', 'unsupported'],
  ] as Array<[string, SpeechErrorKind]>)('its error %s is %s', (code, kind) => {
    FakeRecognition.instances = [];
    const recognizer = createBrowserRecognizer(FakeRecognition, { lang: 'zh-CN' });
    const { events, listener } = record();
    recognizer.start(listener);
    FakeRecognition.instances[0]!.fail(code);
    FakeRecognition.instances[0]!.end();
    expect(events).toEqual([`error:${kind}`, 'end']);
  });

  it('nothing said is nothing heard; silence after some text keeps the text; an abort reports nothing', () => {
    FakeRecognition.instances = [];
    const recognizer = createBrowserRecognizer(FakeRecognition, { lang: 'zh-CN' });
    const silent = record();
    recognizer.start(silent.listener);
    recognizer.stop();
    FakeRecognition.instances[0]!.end();
    expect(silent.events).toEqual(['error:nothing-heard', 'end']);

    const spoke = record();
    recognizer.start(spoke.listener);
    FakeRecognition.instances[1]!.results({ text: '网络断了', final: true });
    FakeRecognition.instances[1]!.fail('no-speech');
    FakeRecognition.instances[1]!.end();
    expect(spoke.events).toEqual(['partial:网络断了', 'final:网络断了', 'end']);

    const dropped = record();
    recognizer.start(dropped.listener);
    FakeRecognition.instances[2]!.results({ text: '不要了' });
    recognizer.abort();
    FakeRecognition.instances[2]!.fail('aborted');
    FakeRecognition.instances[2]!.end();
    expect(FakeRecognition.instances[2]!.calls).toEqual(['start', 'abort']);
    expect(dropped.events).toEqual(['partial:不要了', 'end']);
  });
});

/** A fake microphone and MediaRecorder: `stop()` hands over `chunks` and fires `stop`. */
function fakeBrowser(options: { chunks?: Blob[]; getUserMedia?: () => Promise<MediaStreamLike>; mediaDevices?: boolean; recorder?: boolean } = {}) {
  const tracks = { stopped: 0 };
  const stream: MediaStreamLike = { getTracks: () => [{ stop: () => void (tracks.stopped += 1) }] };
  const recorders: MediaRecorderLike[] = [];
  class FakeRecorder implements MediaRecorderLike {
    mimeType = 'audio/webm;codecs=opus';
    state = 'inactive';
    ondataavailable: MediaRecorderLike['ondataavailable'] = null;
    onstop: MediaRecorderLike['onstop'] = null;
    constructor(readonly stream: MediaStreamLike) {
      recorders.push(this);
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      for (const data of options.chunks ?? [new Blob(['voice'], { type: 'audio/webm' })]) this.ondataavailable?.({ data });
      this.onstop?.();
    }
  }
  const env: SpeechEnvironment = {
    ...(options.recorder === false ? {} : { MediaRecorder: FakeRecorder }),
    navigator: options.mediaDevices === false ? {} : { mediaDevices: { getUserMedia: options.getUserMedia ?? (() => Promise.resolve(stream)) } },
  };
  return { env, tracks, recorders };
}

/** A request client whose upload answers `answer` (a value, or a function of the call). */
function fakeRequest(answer: (signal?: AbortSignal) => Promise<unknown>) {
  const calls: Array<{ path: string; form: FormData; options: RequestOptions | undefined }> = [];
  const request = {
    path: (prefix: string, path: string) => `/api/v2/${prefix === 'business' ? 'biz' : prefix}${path}`,
    upload: (path: string, form: FormData, options?: RequestOptions) => {
      calls.push({ path, form, options });
      return answer(options?.signal);
    },
  } as unknown as RequestClient;
  return { request, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recording and the speech-to-text call', () => {
  it('records while listening; on stop sends the audio (file + lang) with a timeout and delivers the text', async () => {
    const browser = fakeBrowser({ chunks: [new Blob(['ab'], { type: 'audio/webm' }), new Blob(['cd'])] });
    const { request, calls } = fakeRequest(() => Promise.resolve({ text: ' 打印机卡纸 ' }));
    const recognizer = createServerRecognizer(browser.env, { lang: 'zh-CN', request });
    expect(recognizer.engine).toBe('server');
    const { events, listener } = record();
    recognizer.start(listener);
    await flush();
    expect(browser.recorders[0]!.state).toBe('recording');
    expect(events).toEqual(['partial:']);
    recognizer.stop();
    await flush();
    expect(events).toEqual(['partial:', 'final:打印机卡纸', 'end']);
    expect(browser.tracks.stopped).toBe(1);
    const [call] = calls;
    expect(call!.path).toBe('/api/v2/biz/speech/recognize');
    expect(call!.options).toMatchObject({ timeout: SPEECH_REQUEST_TIMEOUT_MS, silent: true });
    expect(call!.options?.signal).toBeInstanceOf(AbortSignal);
    expect(call!.form.get('lang')).toBe('zh-CN');
    const file = call!.form.get('file') as File;
    expect([file.name, file.type, file.size, await file.text()]).toEqual(['speech.webm', 'audio/webm;codecs=opus', 4, 'abcd']);
  });

  it.each([
    ['NotFoundError', 'no-microphone'],
    ['OverconstrainedError', 'no-microphone'],
    ['NotAllowedError', 'permission-denied'],
    ['SecurityError', 'permission-denied'],
  ] as Array<[string, SpeechErrorKind]>)('getUserMedia failing with %s is %s', async (name, kind) => {
    const browser = fakeBrowser({ getUserMedia: () => Promise.reject(Object.assign(new Error(name), { name })) });
    const { request, calls } = fakeRequest(() => Promise.resolve({ text: 'x' }));
    const { events, listener } = record();
    createServerRecognizer(browser.env, { lang: 'zh-CN', request }).start(listener);
    await flush();
    expect(events).toEqual([`error:${kind}`, 'end']);
    expect(calls).toHaveLength(0);
  });

  it('an empty answer or a business error is nothing heard; no answer or a server failure is a network error', async () => {
    const cases: Array<[() => Promise<unknown>, SpeechErrorKind]> = [
      [() => Promise.resolve({ text: '  ' }), 'nothing-heard'],
      [() => Promise.reject(new RequestError('未识别到语音', { status: 200, code: 100001 })), 'nothing-heard'],
      [() => Promise.reject(new RequestError('network', { network: true })), 'network'],
      [() => Promise.reject(new RequestError('timeout', { timedOut: true })), 'network'],
      [() => Promise.reject(new RequestError('system', { status: 502, code: 502 })), 'network'],
    ];
    for (const [answer, kind] of cases) {
      const browser = fakeBrowser();
      const { request } = fakeRequest(answer);
      const { events, listener } = record();
      const recognizer = createServerRecognizer(browser.env, { lang: 'en-US', request });
      recognizer.start(listener);
      await flush();
      recognizer.stop();
      await flush();
      expect(events).toEqual(['partial:', `error:${kind}`, 'end']);
    }
  });

  it('a recording with no audio or released before the microphone opened sends nothing; an abort cancels the call', async () => {
    const silent = fakeBrowser({ chunks: [] });
    const { request, calls } = fakeRequest(() => Promise.resolve({ text: 'x' }));
    const first = record();
    const recognizer = createServerRecognizer(silent.env, { lang: 'zh-CN', request });
    recognizer.start(first.listener);
    await flush();
    recognizer.stop();
    await flush();
    expect(first.events).toEqual(['partial:', 'error:nothing-heard', 'end']);

    const quick = record();
    recognizer.start(quick.listener);
    recognizer.stop();
    await flush();
    expect(quick.events).toEqual(['error:nothing-heard', 'end']);
    expect(calls).toHaveLength(0);

    let seen: AbortSignal | undefined;
    const slow = fakeRequest((signal) => ((seen = signal), new Promise(() => undefined)));
    const dropped = record();
    const another = createServerRecognizer(fakeBrowser().env, { lang: 'zh-CN', request: slow.request });
    another.start(dropped.listener);
    await flush();
    another.stop();
    await flush();
    another.abort();
    expect(seen?.aborted).toBe(true);
    expect(dropped.events).toEqual(['partial:', 'end']);
  });
});

describe('which recognizer a browser gets', () => {
  const { request } = fakeRequest(() => Promise.resolve({ text: 'x' }));
  it('the speech API (standard or webkit) where present, else the recording; without a microphone API or MediaRecorder it says so', async () => {
    expect(createSpeechRecognizer({ SpeechRecognition: FakeRecognition }, { lang: 'zh-CN', request }).engine).toBe('browser');
    expect(createSpeechRecognizer({ webkitSpeechRecognition: FakeRecognition, ...fakeBrowser().env }, { lang: 'zh-CN', request }).engine).toBe('browser');
    expect(createSpeechRecognizer(fakeBrowser().env, { lang: 'zh-CN', request }).engine).toBe('server');

    const noDevices = record();
    createSpeechRecognizer(fakeBrowser({ mediaDevices: false }).env, { lang: 'zh-CN', request }).start(noDevices.listener);
    expect(noDevices.events).toEqual(['error:no-microphone', 'end']);
    const noRecorder = record();
    createSpeechRecognizer(fakeBrowser({ recorder: false }).env, { lang: 'zh-CN', request }).start(noRecorder.listener);
    expect(noRecorder.events).toEqual(['error:unsupported', 'end']);
  });
});
