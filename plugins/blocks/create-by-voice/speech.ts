// Speech to text behind one interface (issue 22 item 1): the browser's speech API where the browser has one
// (`SpeechRecognition` / `webkitSpeechRecognition`: interim results as the user speaks), otherwise the microphone is
// recorded (`getUserMedia` + `MediaRecorder`) and the recording is sent to the server's speech-to-text call
// (`POST /api/v2/biz/speech/recognize`, multipart `file` + `lang` → `{ text }`). Chosen at run time by what the
// browser offers; both report the same typed errors. No React here.
import { isRequestError } from '@core/request/errors';
import type { RequestClient } from '@core/request/types';

/** Why a recording gave no text. */
export type SpeechErrorKind = 'no-microphone' | 'permission-denied' | 'nothing-heard' | 'network' | 'unsupported';

/** A failed recording; `kind` says which translated text the user sees (never `message`, a developer's note). */
export class SpeechError extends Error {
  readonly kind: SpeechErrorKind;

  constructor(kind: SpeechErrorKind, message: string = kind) {
    super(message);
    this.name = 'SpeechError';
    this.kind = kind;
  }
}

export function isSpeechError(value: unknown): value is SpeechError {
  return value instanceof SpeechError;
}

/** What a recording reports, in this order: partials while it runs, then one `final` or one `error`, then `end`. */
export interface SpeechListener {
  /** The text heard so far (final parts and the guess of the part being spoken), as it changes. */
  partial(text: string): void;
  /** The recording's text (trimmed, not empty). */
  final(text: string): void;
  error(error: SpeechError): void;
  /** The recording is over (after `final` or `error`, or after an abort): the recognizer may start again. */
  end(): void;
}

/** One recognizer, one recording at a time. */
export interface SpeechRecognizer {
  /** Which implementation runs: the browser's speech API, or recording and the server's speech-to-text call. */
  readonly engine: 'browser' | 'server';
  /** Starts listening; what is heard goes to `listener`. */
  start(listener: SpeechListener): void;
  /** Stops listening and delivers the text of what was said (`final`, or `nothing-heard`). */
  stop(): void;
  /** Stops listening and drops what was said: no `final`, no `error`; `end` follows. */
  abort(): void;
}

/** The server's speech-to-text call (prefix `business`: `/api/v2/biz/speech/recognize`). */
export const SPEECH_RECOGNIZE_PATH = '/speech/recognize';

/** How long the speech-to-text call may take. @default 30 s */
export const SPEECH_REQUEST_TIMEOUT_MS = 30_000;

/** How long `stop()` waits for the browser's own `end` before it finishes with what it heard. */
export const BROWSER_END_GRACE_MS = 3_000;

/** The speech API's language of a UI language. */
export function speechLanguage(language: string): 'zh-CN' | 'en-US' {
  return language.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}

// ---------------------------------------------------------------------------------------------------------------
// The browser's speech API (only the parts used here; Chromium ships it as `webkitSpeechRecognition`).

/** One alternative of a result. */
interface SpeechAlternativeLike {
  transcript: string;
}
/** One result: its alternatives (best first) and whether it is final. */
interface SpeechResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: SpeechAlternativeLike | undefined;
}
/** The `result` event. */
export interface SpeechResultEventLike {
  readonly resultIndex?: number;
  readonly results: { readonly length: number; [index: number]: SpeechResultLike | undefined };
}
/** The `error` event. */
export interface SpeechErrorEventLike {
  readonly error: string;
  readonly message?: string;
}
/** A `SpeechRecognition` instance. */
export interface BrowserSpeechRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives?: number;
  onresult: ((event: SpeechResultEventLike) => void) | null;
  onerror: ((event: SpeechErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
/** The `SpeechRecognition` constructor. */
export type BrowserSpeechRecognitionClass = new () => BrowserSpeechRecognition;

/** What the recognizers read of the browser (`window`; tests pass their own). */
export interface SpeechEnvironment {
  SpeechRecognition?: BrowserSpeechRecognitionClass;
  webkitSpeechRecognition?: BrowserSpeechRecognitionClass;
  MediaRecorder?: MediaRecorderClass;
  navigator?: { mediaDevices?: { getUserMedia?(constraints: { audio: boolean }): Promise<MediaStreamLike> } };
}

/** The browser speech API's error codes in our kinds; `aborted` (our own abort) is no error. */
export function browserErrorKind(code: string): SpeechErrorKind | null {
  switch (code) {
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return 'permission-denied';
    case 'audio-capture':
      return 'no-microphone';
    case 'no-speech':
      return 'nothing-heard';
    case 'network':
      return 'network';
    default:
      // language-not-supported, phrases-not-supported, bad-grammar: this browser cannot do it.
      return 'unsupported';
  }
}

/** The text of a result list: the final parts, then the guess of the part being spoken. */
function transcriptOf(event: SpeechResultEventLike): { final: string; interim: string } {
  let final = '';
  let interim = '';
  for (let i = 0; i < event.results.length; i += 1) {
    const result = event.results[i];
    const text = result?.[0]?.transcript ?? '';
    if (result?.isFinal) final += text;
    else interim += text;
  }
  return { final, interim };
}

/** The browser's speech API: `continuous` with interim results, in `lang`. */
export function createBrowserRecognizer(Recognition: BrowserSpeechRecognitionClass, options: { lang: string; graceMs?: number }): SpeechRecognizer {
  let current: { recognition: BrowserSpeechRecognition; finish(): void; drop(): void } | null = null;
  return {
    engine: 'browser',
    start(listener) {
      current?.drop();
      const recognition = new Recognition();
      recognition.lang = options.lang;
      recognition.continuous = true;
      recognition.interimResults = true;
      recognition.maxAlternatives = 1;
      let heard = { final: '', interim: '' };
      let failed: SpeechError | null = null;
      let dropped = false;
      let done = false;
      let grace: ReturnType<typeof setTimeout> | undefined;
      const end = () => {
        if (done) return;
        done = true;
        clearTimeout(grace);
        recognition.onresult = recognition.onerror = recognition.onend = null;
        if (current?.recognition === recognition) current = null;
        if (!dropped) {
          if (failed) listener.error(failed);
          else {
            // A stop can come before the browser marks the last part final: what was shown is what was said.
            const text = (heard.final + heard.interim).trim();
            if (text) listener.final(text);
            else listener.error(new SpeechError('nothing-heard'));
          }
        }
        listener.end();
      };
      recognition.onresult = (event) => {
        if (done || dropped) return;
        heard = transcriptOf(event);
        listener.partial((heard.final + heard.interim).trim());
      };
      recognition.onerror = (event) => {
        const kind = browserErrorKind(event.error);
        // Silence after some text is no failure: the text stands.
        if (kind && !failed && !(kind === 'nothing-heard' && (heard.final + heard.interim).trim())) failed = new SpeechError(kind, event.message || event.error);
      };
      recognition.onend = end;
      current = {
        recognition,
        finish: () => {
          // Browsers deliver the last results and then `end`; one that never does still finishes.
          grace = setTimeout(end, options.graceMs ?? BROWSER_END_GRACE_MS);
          recognition.stop();
        },
        drop: () => {
          dropped = true;
          try {
            recognition.abort();
          } finally {
            end();
          }
        },
      };
      try {
        recognition.start();
      } catch (error) {
        failed = new SpeechError('unsupported', error instanceof Error ? error.message : String(error));
        end();
      }
    },
    stop() {
      current?.finish();
    },
    abort() {
      current?.drop();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Recording and the server's speech-to-text call.

/** A microphone stream (its tracks are stopped when the recording ends). */
export interface MediaStreamLike {
  getTracks(): Array<{ stop(): void }>;
}
/** A `MediaRecorder` instance. */
export interface MediaRecorderLike {
  readonly mimeType: string;
  readonly state: string;
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  onerror?: ((event: unknown) => void) | null;
  start(timeslice?: number): void;
  stop(): void;
}
/** The `MediaRecorder` constructor. */
export type MediaRecorderClass = new (stream: MediaStreamLike) => MediaRecorderLike;

/** getUserMedia's failures in our kinds. */
export function microphoneErrorKind(error: unknown): SpeechErrorKind {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'permission-denied';
  // NotFoundError, OverconstrainedError, NotReadableError (held by another app), AbortError: no usable microphone.
  return 'no-microphone';
}

/** The speech-to-text call's failures in our kinds: the server answers a business error when it heard no speech. */
export function serverErrorKind(error: unknown): SpeechErrorKind {
  if (isRequestError(error) && !error.network && !error.timedOut && error.code !== undefined && (error.status === undefined || error.status < 400)) return 'nothing-heard';
  return 'network';
}

/** The file name the recording is sent under (by its type, so the server knows the container). */
export function recordingFileName(mimeType: string): string {
  const type = mimeType.toLowerCase();
  const ext = type.includes('ogg') ? 'ogg' : type.includes('mp4') || type.includes('aac') ? 'm4a' : type.includes('wav') ? 'wav' : type.includes('mpeg') ? 'mp3' : 'webm';
  return `speech.${ext}`;
}

/** Reads the `{ text }` of the speech-to-text answer. */
export function recognizedText(data: unknown): string {
  if (typeof data === 'string') return data.trim();
  if (data && typeof data === 'object' && typeof (data as { text?: unknown }).text === 'string') return (data as { text: string }).text.trim();
  return '';
}

/** Options of {@link createServerRecognizer}. */
export interface ServerRecognizerOptions {
  /** `zh-CN` or `en-US`, sent as `lang`. */
  lang: string;
  /** The runtime's request client. */
  request: RequestClient;
  /** @default {@link SPEECH_REQUEST_TIMEOUT_MS} */
  timeoutMs?: number;
}

/**
 * Records from the microphone while listening; `stop()` sends the recording to the speech-to-text call and delivers
 * its text. No partial text while recording (the server hears it only at the end).
 */
export function createServerRecognizer(env: SpeechEnvironment, options: ServerRecognizerOptions): SpeechRecognizer {
  let current: { stop(): void; abort(): void } | null = null;
  return {
    engine: 'server',
    start(listener) {
      current?.abort();
      let state: 'opening' | 'recording' | 'sending' | 'done' = 'opening';
      let stopRequested = false;
      let stream: MediaStreamLike | undefined;
      let recorder: MediaRecorderLike | undefined;
      const chunks: Blob[] = [];
      const upload = new AbortController();
      const release = () => {
        // The microphone's light goes off as soon as the recording ends.
        stream?.getTracks().forEach((track) => track.stop());
        stream = undefined;
      };
      const finish = (outcome: { text: string } | { error: SpeechError } | null) => {
        if (state === 'done') return;
        state = 'done';
        release();
        if (current === session) current = null;
        if (outcome && 'text' in outcome) listener.final(outcome.text);
        else if (outcome) listener.error(outcome.error);
        listener.end();
      };
      const send = async () => {
        state = 'sending';
        release();
        const blob = new Blob(chunks, { type: recorder?.mimeType || 'audio/webm' });
        if (blob.size === 0) return finish({ error: new SpeechError('nothing-heard') });
        const form = new FormData();
        form.append('file', blob, recordingFileName(blob.type));
        form.append('lang', options.lang);
        try {
          const data = await options.request.upload<unknown>(options.request.path('business', SPEECH_RECOGNIZE_PATH), form, {
            timeout: options.timeoutMs ?? SPEECH_REQUEST_TIMEOUT_MS,
            signal: upload.signal,
            silent: true,
          });
          if (upload.signal.aborted) return;
          const text = recognizedText(data);
          finish(text ? { text } : { error: new SpeechError('nothing-heard') });
        } catch (error) {
          if (upload.signal.aborted || (isRequestError(error) && error.canceled)) return;
          finish({ error: new SpeechError(serverErrorKind(error), error instanceof Error ? error.message : String(error)) });
        }
      };
      const session = {
        stop() {
          if (state === 'opening') stopRequested = true;
          else if (state === 'recording') {
            if (recorder && recorder.state !== 'inactive') recorder.stop();
            else void send();
          }
        },
        abort() {
          if (state === 'done') return;
          upload.abort();
          if (recorder) {
            recorder.onstop = null;
            if (recorder.state !== 'inactive') recorder.stop();
          }
          finish(null);
        },
      };
      current = session;

      const Recorder = env.MediaRecorder;
      const getUserMedia = env.navigator?.mediaDevices?.getUserMedia?.bind(env.navigator.mediaDevices);
      if (!getUserMedia) return finish({ error: new SpeechError('no-microphone', 'navigator.mediaDevices is not available') });
      if (!Recorder) return finish({ error: new SpeechError('unsupported', 'MediaRecorder is not available') });
      getUserMedia({ audio: true }).then(
        (opened) => {
          stream = opened;
          if (state !== 'opening') return release();
          // Released before the microphone opened: nothing was said.
          if (stopRequested) return finish({ error: new SpeechError('nothing-heard') });
          try {
            recorder = new Recorder(opened);
          } catch (error) {
            return finish({ error: new SpeechError('unsupported', error instanceof Error ? error.message : String(error)) });
          }
          recorder.ondataavailable = (event) => {
            if (event.data && event.data.size > 0) chunks.push(event.data);
          };
          recorder.onstop = () => void send();
          recorder.onerror = () => finish({ error: new SpeechError('no-microphone', 'the recorder failed') });
          state = 'recording';
          recorder.start();
          listener.partial('');
        },
        (error: unknown) => finish({ error: new SpeechError(microphoneErrorKind(error), error instanceof Error ? error.message : String(error)) }),
      );
    },
    stop() {
      current?.stop();
    },
    abort() {
      current?.abort();
    },
  };
}

/** A recognizer that cannot run here: every start fails with `kind`. */
function failingRecognizer(kind: SpeechErrorKind, message: string): SpeechRecognizer {
  return {
    engine: 'server',
    start(listener) {
      listener.error(new SpeechError(kind, message));
      listener.end();
    },
    stop() {},
    abort() {},
  };
}

/**
 * The recognizer this browser supports: its speech API when it has one, else recording and the server's call
 * (no `mediaDevices`: no microphone; no `MediaRecorder`: unsupported).
 */
export function createSpeechRecognizer(env: SpeechEnvironment, options: ServerRecognizerOptions): SpeechRecognizer {
  const Recognition = env.SpeechRecognition ?? env.webkitSpeechRecognition;
  if (Recognition) return createBrowserRecognizer(Recognition, { lang: options.lang });
  if (!env.navigator?.mediaDevices?.getUserMedia) return failingRecognizer('no-microphone', 'navigator.mediaDevices is not available');
  if (!env.MediaRecorder) return failingRecognizer('unsupported', 'MediaRecorder is not available');
  return createServerRecognizer(env, options);
}
