/**
 * The replay recorder: turns what a form session's tap logged (./tap.ts: the
 * server form, the context it was built with, every linkage / field-hook
 * answer, every user change and validation) plus snapshots of the field states
 * into a replay (schemas/replay.schema.json) that `npm run replay` runs as
 * recorded. Loaded lazily (the record toggle imports it when first used); no
 * React, no DOM.
 *
 * The replay starts where the session started: `context.formData` is the
 * session's initial values (stored data with defaults and prefill already
 * applied), the first step is the form load with the answer the session got,
 * then every user change (`set`, with the answer of the linkage call and of
 * the field hook it caused) and validation, in order. Changes made before
 * "Record" was pressed are steps too (the replay must reach the same state);
 * expectations (`expect.fields`: visible, required, readOnly, disabled, value,
 * options where the replay knows the list, errors) are taken while recording,
 * each time the session has settled (no call in flight): the first one in
 * full, later ones with the fields that changed, and the final `expect` in full.
 */
import { deepEqual } from './compare';
import { createOptionTracker } from './options';
import { createRecorderTap, jsonCopy, type RecorderEvent, type RecorderTap } from './tap';
import { readOptionConfig } from '../options/config';
import { tryCreateFormSession, type FormSession, type FormSessionOptions } from '../session/session';
import type { FormSchemaError } from '../interpreter/errors';
import type { FieldExpectation, Replay, ReplayAnswer, ReplayContext, ReplayExpectation, ReplayStep } from './types';

/** Field states by path. */
type Snapshot = Record<string, FieldExpectation>;

/** Options of {@link createReplayRecorder}. */
export interface ReplayRecorderOptions {
  /** The tap of the session to record (`recorderTaps.get(session)`, or {@link createRecordedSession}). */
  tap: RecorderTap;
  /** Language of the messages (`context.language`). @default 'zh' */
  language?: 'zh' | 'en';
  /** Time of the recording in ms (`context.now`, read by date rules). @default the session's clock when recording starts */
  now?: number;
  /** Longest wait for calls in flight when stopping, in ms. @default 10000 */
  settleTimeout?: number;
}

/** A recorder attached to one session. */
export interface ReplayRecorder {
  readonly recording: boolean;
  /** User changes and validations recorded so far (the form load not counted). */
  readonly stepCount: number;
  /** Starts recording (snapshots the state reached so far). */
  start(): void;
  /** Resolves once no call is in flight and the session has applied what it got (a snapshot is taken then). */
  whenQuiet(): Promise<void>;
  /** Waits until the session is quiet (at most `settleTimeout`), takes the last snapshot and stops. */
  stop(): Promise<void>;
  /** The replay: valid against schemas/replay.schema.json. */
  toReplay(name: string, description?: string): Replay;
}

/** Order statuses the replay format knows (context.dataStatus). */
const STATUSES = new Set([-10, 0, 10, 20, 30, 40, 50]);

/** `2026-11-27T10:30:00+08:00`: a time in the given zone (minutes east of UTC). */
export function isoInZone(ms: number, offset: number): string {
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${local}${offset < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/**
 * The file name of a recording: `<form-name>-<timestamp>.replay.json` (kebab-case ASCII; `form` when the
 * name has none, e.g. a Chinese title), the timestamp `YYYYMMDD-HHmmss` in the given zone.
 */
export function replayFileName(formName: string | undefined, ms: number, offset = 480): string {
  const slug = (formName ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const stamp = isoInZone(ms, offset).slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `${slug || 'form'}-${stamp}.replay.json`;
}

/** A server answer as a replay step's `response` (strings would name scenarios; superseded calls gave nothing). */
function answerOf(event: Extract<RecorderEvent, { type: 'call' }> | undefined): ReplayAnswer {
  if (!event || !event.done || event.signal?.aborted) return null;
  if (event.error !== undefined) return { $error: event.error };
  const answer = event.answer;
  return answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Record<string, unknown>) : null;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Entries of a getAllFieldHook answer (a list, or a page of `records` / `list`) that name a field, as the engine reads them. */
function hookList(data: unknown): Array<{ fieldCode: string }> {
  const page = record(data);
  const list = Array.isArray(data) ? data : (page?.records ?? page?.list);
  if (!Array.isArray(list)) return [];
  return list.filter((e): e is { fieldCode: string } => typeof record(e)?.fieldCode === 'string' && (e as { fieldCode: string }).fieldCode !== '').map((e) => jsonCopy(e) as { fieldCode: string });
}

function permissionsOf(source: FormSessionOptions['permissions']): ReplayContext['permissions'] | undefined {
  if (source === undefined) return undefined;
  if (source instanceof Error) return { error: source.message };
  return source === null ? null : (jsonCopy(source) as Record<string, unknown>);
}

/**
 * Builds a session (as `tryCreateFormSession`) with a tap, for recording without the app: tests, scripts.
 * The session is neither watched nor loaded: call `session.watch()` and `session.load()` as the app does.
 */
export function createRecordedSession(options: FormSessionOptions): { ok: true; session: FormSession; tap: RecorderTap } | { ok: false; error: FormSchemaError } {
  const tap = createRecorderTap();
  const linkage = options.linkage && { ...options.linkage, request: options.linkage.request && tap.request(options.linkage.request) };
  const built = tryCreateFormSession({ ...options, linkage, onPatch: tap.onPatch(options.onPatch) });
  if (!built.ok) return built;
  tap.attach(built.session, options);
  return { ok: true, session: built.session, tap };
}

/** A recorder for the session of `tap`. */
export function createReplayRecorder(options: ReplayRecorderOptions): ReplayRecorder {
  const { tap } = options;
  const session = tap.session;
  const built = tap.options;
  if (!session || !built) throw new Error('replay recorder: the tap is not attached to a session');
  const { controller, interpreted } = session;
  const fieldTypes = built.registry.fields;
  const utcOffset = built.utcOffset ?? 480;

  // Option lists as the replay engine models them: the field's custom list, then the linkage patches.
  const tracker = createOptionTracker((path) => {
    const field = interpreted.byPath.get(path);
    if (!field) return undefined;
    const config = readOptionConfig(field, fieldTypes);
    return config.kind === 'custom' && config.dataSource.length > 0 ? config.dataSource : undefined;
  });
  let fed = 0;
  const feed = () => {
    for (; fed < tap.events.length; fed++) {
      const event = tap.events[fed];
      if (event.type !== 'patch') continue;
      for (const [path, patch] of Object.entries(event.patch)) if (patch.options && !/\[/.test(path)) tracker.record(path, patch.options);
    }
  };

  let recording = false;
  let startedAt: number | undefined;
  let end: number | undefined;
  /** Snapshots by the index of the event of the step they follow (-1: the form load). */
  const snapshots = new Map<number, Snapshot>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiters: Array<() => void> = [];

  const anchor = (): number => {
    for (let i = tap.events.length - 1; i >= 0; i--) if (tap.events[i].type === 'set' || tap.events[i].type === 'validate') return i;
    return -1;
  };
  const validated = () => tap.events.some((event) => event.type === 'validate');

  const collect = (): Snapshot => {
    feed();
    const withErrors = validated();
    const out: Snapshot = {};
    for (const entry of interpreted.entries) {
      const path = entry.field.path;
      if (entry.container || entry.kind === 'void' || path in out) continue;
      const state = controller.getState(path);
      if (!state) continue;
      const value = jsonCopy(state.value);
      const field: FieldExpectation = { visible: state.visible, required: state.required, readOnly: state.readOnly, disabled: state.disabled, value: value === undefined ? null : value };
      if (withErrors || state.errors.length > 0) field.errors = [...state.errors];
      const offered = tracker.optionsOf(path, state.value);
      if (offered) field.options = offered.map((option) => option.value);
      out[path] = field;
    }
    return out;
  };

  const snap = () => {
    timer = undefined;
    if (tap.pending > 0) return;
    snapshots.set(anchor(), collect());
    const done = waiters;
    waiters = [];
    done.forEach((resolve) => resolve());
  };
  // After the last event, once every microtask ran: the session has applied what the calls answered.
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = tap.pending > 0 ? undefined : setTimeout(snap, 0);
  };

  const whenQuiet = () =>
    new Promise<void>((resolve) => {
      waiters.push(resolve);
      schedule();
    });

  const stepCount = () => tap.events.slice(0, end ?? tap.events.length).filter((event) => event.type === 'set' || event.type === 'validate').length;

  return {
    get recording() {
      return recording;
    },
    get stepCount() {
      return stepCount();
    },
    start() {
      if (recording) return;
      recording = true;
      end = undefined;
      startedAt ??= options.now ?? (built.now ?? Date.now)();
      tap.listener = schedule;
      schedule();
    },
    whenQuiet,
    async stop() {
      if (!recording) return;
      let timeout: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([whenQuiet(), new Promise<void>((resolve) => (timeout = setTimeout(resolve, options.settleTimeout ?? 10_000)))]);
      clearTimeout(timeout);
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      recording = false;
      tap.listener = undefined;
      end = tap.events.length;
    },
    toReplay(name, description) {
      const events = tap.events.slice(0, end ?? tap.events.length);
      const linkage = built.linkage ?? {};
      const calls = events.map((event, index) => ({ event, index })).filter((c): c is { event: Extract<RecorderEvent, { type: 'call' }>; index: number } => c.event.type === 'call');
      const codeOf = (path: string) => interpreted.byPath.get(path)?.code ?? path;

      const load: Extract<ReplayStep, { fire: unknown }> = { fire: 'LOADING', response: null };
      const steps: Array<{ step: ReplayStep; index: number }> = [{ step: load, index: -1 }];
      const setSteps = new Map<number, Extract<ReplayStep, { set: unknown }>>();
      for (const [index, event] of events.entries()) {
        if (event.type === 'set') {
          const step: Extract<ReplayStep, { set: unknown }> = { set: { path: event.path, value: event.value === undefined ? null : event.value } };
          setSteps.set(index, step);
          steps.push({ step, index });
        } else if (event.type === 'validate') {
          steps.push({ step: { validate: true }, index });
        }
      }
      /** The user change a call answered: the latest change of the field before the call. */
      const changeBefore = (callIndex: number, matches: (path: string) => boolean) => {
        for (let i = callIndex - 1; i >= 0; i--) {
          const event = events[i];
          if (event.type === 'set' && matches(event.path)) return setSteps.get(i);
        }
        return undefined;
      };
      let loaded = false;
      for (const { event, index } of calls) {
        const payload = record(event.payload) ?? {};
        if (event.kind === 'linkFieldContent' && payload.eventType === 'LOADING') {
          if (!loaded) load.response = answerOf(event);
          loaded = true;
        } else if (event.kind === 'linkFieldContent') {
          const step = changeBefore(index, (path) => codeOf(path) === payload.showField || path === payload.showField);
          if (step) step.response = answerOf(event);
        } else if (event.kind === 'fieldHook') {
          const step = changeBefore(index, (path) => codeOf(path) === payload.fieldCode || path === payload.fieldCode);
          if (step) step.hookResponse = answerOf(event);
        }
      }

      const fetched = (kind: string) => calls.find((c) => c.event.kind === kind && c.event.done && c.event.error === undefined)?.event.answer;
      const triggerFieldList = linkage.triggerFieldList ?? fetched('triggerFieldList');
      const dataStatus = built.dataStatus;
      const context: ReplayContext = {
        language: options.language ?? 'zh',
        now: isoInZone(startedAt ?? options.now ?? Date.now(), utcOffset),
        utcOffset,
        ...(built.user ? { user: { userId: built.user.userId, userName: built.user.userName } } : {}),
        ...(dataStatus !== undefined && STATUSES.has(dataStatus) ? { dataStatus } : {}),
        formData: jsonCopy(session.initialValues) as Record<string, unknown>,
        ...(built.readOnly ? { readOnly: true } : {}),
        ...(built.editableFields ? { editableFields: [...built.editableFields].filter((code): code is string => typeof code === 'string') } : {}),
        ...(built.disabledRows ? { disabledRows: jsonCopy(built.disabledRows) as Record<string, number[]> } : {}),
        ...(permissionsOf(built.permissions) !== undefined ? { permissions: permissionsOf(built.permissions) } : {}),
        triggerFieldList: Array.isArray(triggerFieldList) ? (jsonCopy(triggerFieldList) as ReplayContext['triggerFieldList']) : [],
        ...(linkage.processDefKey ? { processDefKey: linkage.processDefKey } : {}),
        fieldHooks: linkage.fieldHooks ? hookList(linkage.fieldHooks) : hookList(fetched('allFieldHooks')),
        ...(linkage.localRules && linkage.localRules.length > 0 ? { localRules: jsonCopy(linkage.localRules) as Array<Record<string, unknown>> } : {}),
      };

      // Expectations: the first snapshot in full, later ones with what changed; the last one also as the final expect.
      const out: ReplayStep[] = [];
      let previous: Snapshot | undefined;
      for (const { step, index } of steps) {
        out.push(step);
        const snapshot = snapshots.get(index);
        if (!snapshot) continue;
        const fields = previous ? Object.fromEntries(Object.entries(snapshot).filter(([path, state]) => !deepEqual(previous?.[path], state))) : snapshot;
        previous = snapshot;
        if (Object.keys(fields).length > 0) out.push({ expect: { fields } });
      }
      const replay: Replay = {
        $schema: '../../schemas/replay.schema.json',
        name,
        description: description ?? `Recorded with the replay recorder: the form load and ${stepCount()} user step(s), with the field states after each.`,
        form: jsonCopy(built.schema) as Record<string, unknown>,
        context,
        steps: out,
      };
      if (previous) replay.expect = { fields: previous } satisfies ReplayExpectation;
      return replay;
    },
  };
}
