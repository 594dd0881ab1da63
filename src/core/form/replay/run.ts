/**
 * The replay engine: builds the production form session
 * (`createFormSession`: interpreter, controller with compiled rules, linkage
 * engine) for a replay with a scripted transport that answers from the
 * replay, runs its steps and diffs the state against its expectations. Option
 * lists are modelled from the patches the session reports (`onPatch`), as a
 * picker would show them; pruning a selection is the picker's job, so the
 * session's values are compared as they are. No DOM, no network, no file
 * system (fixtures come through `loadFixture`).
 */
import { createI18n } from '../../i18n';
import { createMemoryStorage } from '../../storage';
import { UNKNOWN_COMPONENT, type Translate } from '../interpreter/interpret';
import { compileTriggerMap } from '../linkage/compile';
import type { FieldHookParams, LinkageRequest, TriggerFieldListEntry } from '../linkage/engine';
import type { LocalLinkageRule } from '../linkage/local-rules';
import { parseTableCellPath, readValue } from '../linkage/paths';
import { validateTriggerMap } from '../linkage/schema';
import type { TriggerMap } from '../linkage/types';
import { readOptionConfig } from '../options/config';
import type { PermissionSource } from '../permissions/resolve';
import { tryCreateFormSession, type FormSession, type LinkageOutcome } from '../session/session';
import type { FormPatch, OptionItem } from '../types';
import { deepEqual } from './compare';
import type { FieldTypeLookup } from '../value-kind';
import { applyMergePatch } from './merge-patch';
import { createOptionTracker, type OptionTracker } from './options';
import type { FieldExpectation, Replay, ReplayAnswer, ReplayDiff, ReplayExpectation, ReplayResult, ReplayStep, RunReplayOptions } from './types';
import { ownValue } from '../keys/records';
import { isRecord } from '../../records';

/** `now` of a replay without one: the morning the seed tickets were raised. */
export const REPLAY_DEFAULT_NOW = '2025-06-03T10:30:00+08:00';
/** China standard time, the product's time zone offset. */
export const REPLAY_DEFAULT_UTC_OFFSET = 480;
/** Path of form-level keys in diffs. */
export const FORM_DIFF_PATH = '(form)';

/** A workflow's linkage fixture (fixtures/workflows/<name>.trigger-map.json). */
export interface TriggerMapFixture {
  processDefKey?: string;
  triggerFieldList?: TriggerFieldListEntry[];
  scenarios: Record<string, { description?: string; eventType?: string; showField?: string; when?: Record<string, unknown>; triggerMap: TriggerMap }>;
  hooks?: Record<string, { description?: string; params: Record<string, unknown> & { fieldCode: string }; response: unknown }>;
  /** Dynamic-form rules the gateway sends with the workflow's order detail (`dynamicRules`). */
  dynamicRules?: Array<Record<string, unknown>>;
}

/** A workflow's order detail (fixtures/workflows/<name>.order-detail.json), the part replays read. */
export interface OrderDetailFixture {
  dataStatus?: number;
  formData?: Record<string, unknown>;
  formDataInfo?: unknown;
  [key: string]: unknown;
}

class ReplayError extends Error {
  override name = 'ReplayError';
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Splits `workflow#name` (`#name` = the replay's own workflow). */
function splitRef(ref: string, workflow: string | undefined): { workflow: string; name: string } {
  const [head, name] = ref.split('#');
  const wf = head || workflow;
  if (!wf || !name) throw new ReplayError(`reference ${JSON.stringify(ref)} needs a workflow (\`<workflow>#<name>\`)`);
  return { workflow: wf, name };
}

/** Everything one run keeps. */
interface Run {
  replay: Replay;
  /** The field types the replay runs with (the plugins' facts). */
  fieldTypes: FieldTypeLookup;
  session: FormSession;
  options: OptionTracker;
  /** Answer the scripted transport gives to the call in flight. */
  answer: unknown;
  /** Answer of field hook calls in flight, when the step gives one apart (`hookResponse`). */
  hookAnswer?: unknown;
  calls: { linkFieldContent: number; fieldHook: number; triggerFieldList: number };
  lastCall?: Record<string, unknown>;
  skipped: string | null;
  linkageError: string | null;
  validation?: { valid: boolean; errors: Record<string, string[]> };
  submitted?: Record<string, unknown>;
  resolveAnswer(answer: ReplayAnswer | undefined): Promise<unknown>;
  resolveHook(ref: ReplayStep & { hook: unknown }): Promise<{ params: FieldHookParams; response: unknown }>;
  /** Params of a hook reference (`<workflow>#<name>`) or inline params. */
  hookParams(ref: unknown): Promise<FieldHookParams>;
}

/**
 * Runs one replay. Never throws: a replay that cannot run (missing fixture,
 * malformed schema, unknown path) fails with `error`.
 */
export async function runReplay(replay: Replay, options: RunReplayOptions): Promise<ReplayResult> {
  try {
    return await execute(replay, options);
  } catch (error) {
    return { passed: false, diffs: [], error: errorMessage(error) };
  }
}

async function execute(replay: Replay, options: RunReplayOptions): Promise<ReplayResult> {
  const cache = new Map<string, Promise<unknown>>();
  const load = (path: string): Promise<unknown> => {
    let hit = cache.get(path);
    if (!hit) {
      hit = Promise.resolve()
        .then(() => options.loadFixture(path))
        .then((data) => structuredClone(data));
      cache.set(path, hit);
    }
    return hit.then((data) => structuredClone(data));
  };
  const triggerFixture = async (workflow: string): Promise<TriggerMapFixture> => {
    const data = await load(`workflows/${workflow}.trigger-map.json`);
    if (!isRecord(data) || !isRecord(data.scenarios)) throw new ReplayError(`workflows/${workflow}.trigger-map.json has no scenarios`);
    return data as unknown as TriggerMapFixture;
  };
  const orderDetail = async (): Promise<OrderDetailFixture> => {
    if (!replay.workflow) throw new ReplayError("context.formData 'orderDetail' needs a workflow");
    const data = await load(`workflows/${replay.workflow}.order-detail.json`);
    if (!isRecord(data)) throw new ReplayError(`workflows/${replay.workflow}.order-detail.json is not an object`);
    return data as OrderDetailFixture;
  };

  const ctx = replay.context ?? {};
  const language = ctx.language ?? 'zh';
  const i18n = createI18n({ storage: createMemoryStorage({ language }) });
  const t: Translate = (key, opts) => i18n.t(key, opts);
  const nowText = ctx.now ?? REPLAY_DEFAULT_NOW;
  const now = Date.parse(nowText);
  if (Number.isNaN(now)) throw new ReplayError(`context.now ${JSON.stringify(nowText)} is not a date`);
  const { registry } = options;

  // The form: a fixture path, an inline schema, or the workflow's form; then the variant patch.
  let schema: unknown;
  if (typeof replay.form === 'string') schema = await load(replay.form);
  else if (isRecord(replay.form)) schema = structuredClone(replay.form);
  else if (replay.workflow) schema = await load(`workflows/${replay.workflow}.form.json`);
  else throw new ReplayError('a replay needs a workflow or a form');
  if (replay.formPatch) schema = applyMergePatch(schema, replay.formPatch);

  // Stored data and overrides; defaults are the session's.
  const detail = ctx.formData === 'orderDetail' ? await orderDetail() : undefined;
  const stored = detail ? (detail.formData ?? {}) : isRecord(ctx.formData) ? ctx.formData : {};
  const values: Record<string, unknown> = { ...structuredClone(stored), ...structuredClone(ctx.values ?? {}) };

  const hookFixture = async (hook: string) => {
    const ref = splitRef(hook, replay.workflow);
    const found = (await triggerFixture(ref.workflow)).hooks?.[ref.name];
    if (!found) throw new ReplayError(`no hook ${JSON.stringify(ref.name)} in workflows/${ref.workflow}.trigger-map.json`);
    return found;
  };

  const linkageFixture = replay.workflow ? await triggerFixture(replay.workflow) : undefined;
  const triggerFieldList = (ctx.triggerFieldList as TriggerFieldListEntry[] | undefined) ?? linkageFixture?.triggerFieldList ?? [];

  const run: Run = {
    replay,
    fieldTypes: registry.fields,
    session: undefined as unknown as FormSession,
    options: undefined as unknown as OptionTracker,
    answer: null,
    calls: { linkFieldContent: 0, fieldHook: 0, triggerFieldList: 0 },
    skipped: null,
    linkageError: null,
    async resolveAnswer(answer) {
      if (answer === undefined || answer === null) return null;
      if (typeof answer === 'string') {
        const ref = splitRef(answer, replay.workflow);
        const scenario = (await triggerFixture(ref.workflow)).scenarios[ref.name];
        if (!scenario) throw new ReplayError(`no scenario ${JSON.stringify(ref.name)} in workflows/${ref.workflow}.trigger-map.json`);
        return scenario.triggerMap;
      }
      if ('$error' in answer) return { $error: String(answer.$error) };
      return structuredClone(answer);
    },
    async resolveHook(step) {
      const hook = step.hook;
      if (typeof hook === 'string') {
        const found = await hookFixture(hook);
        return { params: found.params as FieldHookParams, response: 'response' in step ? await this.resolveAnswer(step.response as ReplayAnswer) : found.response };
      }
      return { params: await this.hookParams(hook), response: await this.resolveAnswer((step as { response?: ReplayAnswer }).response) };
    },
    async hookParams(hook) {
      if (typeof hook === 'string') return (await hookFixture(hook)).params as FieldHookParams;
      if (!isRecord(hook) || typeof hook.fieldCode !== 'string') throw new ReplayError('hook needs a fieldCode');
      return hook as FieldHookParams;
    },
  };

  // The scripted transport: linkage calls get the answer of the step in flight.
  const request = (async (kind: string, payload: unknown) => {
    if (kind === 'linkFieldContent' || kind === 'fieldHook') {
      run.calls[kind] += 1;
      run.lastCall = isRecord(payload) ? { ...payload } : {};
      const answer = kind === 'fieldHook' && run.hookAnswer !== undefined ? run.hookAnswer : run.answer;
      if (isRecord(answer) && '$error' in answer) throw new Error(String(answer.$error));
      return answer;
    }
    if (kind === 'triggerFieldList') {
      run.calls.triggerFieldList += 1;
      return triggerFieldList;
    }
    return [];
  }) as LinkageRequest;

  const user = ctx.user ? { userId: ctx.user.userId, userName: ctx.user.userName } : undefined;
  const built = tryCreateFormSession({
    schema,
    registry,
    t,
    values,
    defaults: ctx.applyDefaults ? { user: ctx.user ? { accountId: '', ...ctx.user } : undefined, exclude: ctx.defaultsExclude, logger: { error: () => undefined } } : false,
    now: () => now,
    utcOffset: ctx.utcOffset ?? REPLAY_DEFAULT_UTC_OFFSET,
    user,
    readOnly: ctx.readOnly,
    editableFields: ctx.editableFields,
    disabledRows: ctx.disabledRows,
    dataStatus: ctx.dataStatus ?? detail?.dataStatus,
    permissions: ctx.permissions === undefined ? undefined : (ctx.permissions as PermissionSource),
    linkage: {
      request,
      processDefKey: ctx.processDefKey ?? linkageFixture?.processDefKey,
      triggerFieldList,
      copying: () => ctx.copying === true,
      fieldHooks: await Promise.all((ctx.fieldHooks ?? []).map((hook) => run.hookParams(hook))),
      localRules: ctx.localRules as LocalLinkageRule[] | undefined,
    },
    onPatch: (patch) => recordOptions(run, patch),
  });
  if (!built.ok) throw new ReplayError(`form schema: ${built.error.message}`);
  const session = built.session;
  if (session.ruleErrors.length > 0) {
    session.dispose();
    throw new ReplayError(`context.localRules: ${session.ruleErrors.join('; ')}`);
  }
  run.session = session;

  const baseOptions = (path: string): OptionItem[] | undefined => {
    const given = ownValue<NonNullable<typeof ctx.options>[string]>(ctx.options, path);
    if (given) return given.map((o) => ({ ...o, value: String(o.value) }));
    const field = session.interpreted.byPath.get(path);
    if (!field) return undefined;
    const config = readOptionConfig(field, registry.fields);
    return config.kind === 'custom' && config.dataSource.length > 0 ? config.dataSource : undefined;
  };
  run.options = createOptionTracker(baseOptions);

  const diffs: ReplayDiff[] = [];
  try {
    for (const [index, step] of replay.steps.entries()) {
      if ('expect' in step) diffs.push(...check(run, step.expect, index));
      else await runStep(run, step, index);
    }
    if (replay.expect) diffs.push(...check(run, replay.expect));
  } finally {
    session.dispose();
  }
  return { passed: diffs.length === 0, diffs };
}

/** What a picker does with the session's patches: option patches change the offered list. */
function recordOptions(run: Run, patch: FormPatch): void {
  for (const [path, fieldPatch] of Object.entries(patch)) {
    if (fieldPatch.options && !parseTableCellPath(path)) run.options.record(path, fieldPatch.options);
  }
}

/** Runs a linkage event of the session with `answer` as the server's reply (the engine may call the transport synchronously). */
async function settle(run: Run, answer: unknown, start: () => Promise<LinkageOutcome>, hookAnswer?: unknown): Promise<void> {
  run.answer = answer;
  run.hookAnswer = hookAnswer;
  try {
    const outcome = await start();
    run.skipped = outcome.skipped;
    run.linkageError = outcome.error;
  } finally {
    run.answer = null;
    run.hookAnswer = undefined;
  }
}

async function runStep(run: Run, step: ReplayStep, index: number): Promise<void> {
  const { session } = run;
  const { controller } = session;
  const where = `step ${index}`;
  if ('set' in step) {
    const { path, value } = step.set;
    if (!controller.setValue(path, value)) {
      const result = controller.applyPatch({ [path]: { value } });
      if (result.applied.length === 0) throw new ReplayError(`${where}: no field or cell ${JSON.stringify(path)} takes a value`);
    }
    const hookAnswer = 'hookResponse' in step ? await run.resolveAnswer(step.hookResponse) : undefined;
    await settle(run, await run.resolveAnswer(step.response), () => session.change(path), hookAnswer);
    return;
  }
  if ('fire' in step) {
    const answer = await run.resolveAnswer(step.response);
    if (step.fire === 'LOADING') {
      await settle(run, answer, () => session.load());
      return;
    }
    if (!step.field) throw new ReplayError(`${where}: ONCHANGE needs a field`);
    const field = step.field;
    await settle(run, answer, () => session.change(field));
    return;
  }
  if ('applyTriggerMap' in step) {
    const map = await run.resolveAnswer(step.applyTriggerMap);
    const checked = validateTriggerMap(map);
    if (!checked.valid) throw new ReplayError(`${where}: the triggerMap does not match schemas/trigger-map.schema.json (${checked.errors.map((e) => `${e.instancePath || '/'} ${e.keyword}`).join(', ')})`);
    session.applyPatch(compileTriggerMap(checked.value, session.interpreted.fields, { valueKind: session.valueKindOf, fieldTypes: run.fieldTypes })(session.linkageState()));
    return;
  }
  if ('hook' in step) {
    const { params, response } = await run.resolveHook(step);
    await settle(run, response, () => session.fieldHook(params));
    return;
  }
  if ('validate' in step) {
    run.validation = await session.validate();
    return;
  }
  if ('submit' in step) {
    run.validation = await session.validate();
    run.submitted = session.getSubmitValues();
    return;
  }
  throw new ReplayError(`${where}: unknown step ${JSON.stringify(Object.keys(step))}`);
}

function compareOptions(expected: Array<string | OptionItem>, actual: OptionItem[] | undefined): { equal: boolean; shown: unknown } {
  if (!actual) return { equal: false, shown: undefined };
  if (expected.every((e) => typeof e === 'string')) {
    const values = actual.map((o) => o.value);
    return { equal: deepEqual(values, expected), shown: values };
  }
  const shown = actual.map((o) => ({ label: o.label, value: o.value }));
  const wanted = expected.map((e) => (typeof e === 'string' ? { value: e } : { ...(e.label !== undefined ? { label: e.label } : {}), value: String(e.value) }));
  const equal = wanted.length === shown.length && wanted.every((w, i) => Object.entries(w).every(([k, v]) => deepEqual((shown[i] as Record<string, unknown>)[k], v)));
  return { equal, shown };
}

function checkField(run: Run, path: string, expected: FieldExpectation, step: number | undefined): ReplayDiff[] {
  const diffs: ReplayDiff[] = [];
  const push = (key: string, want: unknown, got: unknown) => {
    if (!deepEqual(want, got)) diffs.push({ path, key, expected: want, actual: got, step });
  };
  const state = run.session.controller.getState(path);
  const field = run.session.controller.getField(path);
  const isCell = !field && !!parseTableCellPath(path);
  if (expected.exists !== undefined) push('exists', expected.exists, state !== undefined);
  if (!state) {
    if (expected.exists === undefined) diffs.push({ path, key: 'exists', expected: true, actual: false, step });
    return diffs;
  }
  if (expected.component !== undefined) push('component', expected.component, field ? (field.pluginType ?? UNKNOWN_COMPONENT) : undefined);
  if (expected.visible !== undefined) push('visible', expected.visible, state.visible);
  if (expected.readOnly !== undefined) push('readOnly', expected.readOnly, state.readOnly);
  if (expected.disabled !== undefined) push('disabled', expected.disabled, state.disabled);
  if (expected.required !== undefined) push('required', expected.required, state.required);
  // JSON has no undefined: an expected null stands for "no value" (null or undefined).
  if ('value' in expected) push('value', expected.value, expected.value === null && state.value === undefined ? null : state.value);
  if (expected.useSavedDisplay !== undefined) push('useSavedDisplay', expected.useSavedDisplay, state.useSavedDisplay === true);
  if (expected.errors !== undefined) push('errors', expected.errors, isCell ? (ownValue<string[]>(run.validation?.errors, path) ?? []) : state.errors);
  if (expected.options !== undefined) {
    const result = compareOptions(expected.options, run.options.optionsOf(path, state.value));
    if (!result.equal) diffs.push({ path, key: 'options', expected: expected.options, actual: result.shown, step });
  }
  return diffs;
}

function check(run: Run, expectation: ReplayExpectation, step?: number): ReplayDiff[] {
  const diffs: ReplayDiff[] = [];
  const form = (key: string, expected: unknown, actual: unknown) => {
    if (!deepEqual(expected, actual)) diffs.push({ path: FORM_DIFF_PATH, key, expected, actual, step });
  };
  for (const [path, expected] of Object.entries(expectation.fields ?? {})) diffs.push(...checkField(run, path, expected, step));
  if (expectation.values) {
    const values = run.session.controller.getValues();
    for (const [path, expected] of Object.entries(expectation.values)) {
      const actual = readValue(values, path);
      if (!deepEqual(expected, actual)) diffs.push({ path, key: 'value', expected, actual, step });
    }
  }
  if (expectation.submitValues || expectation.submitOmits) {
    const submitted = run.submitted;
    if (!submitted) {
      form('submitted', true, false);
    } else {
      for (const [path, expected] of Object.entries(expectation.submitValues ?? {})) {
        const actual = readValue(submitted, path);
        if (!deepEqual(expected, actual)) diffs.push({ path, key: 'submitValue', expected, actual, step });
      }
      for (const path of expectation.submitOmits ?? []) {
        if (Object.prototype.hasOwnProperty.call(submitted, path)) diffs.push({ path, key: 'submitOmitted', expected: true, actual: false, step });
      }
    }
  }
  if (expectation.valid !== undefined) form('valid', expectation.valid, run.validation?.valid);
  if (expectation.errorPaths !== undefined) {
    const actual = Object.keys(run.validation?.errors ?? {}).sort();
    form('errorPaths', [...expectation.errorPaths].sort(), actual);
  }
  if (expectation.detailVisible !== undefined) form('detailVisible', expectation.detailVisible, run.session.controller.permissions.detailVisible);
  if (expectation.skipped !== undefined) form('skipped', expectation.skipped, run.skipped);
  if (expectation.linkageError !== undefined) form('linkageError', expectation.linkageError, run.linkageError);
  for (const [kind, count] of Object.entries(expectation.calls ?? {})) form(`calls.${kind}`, count, run.calls[kind as keyof Run['calls']]);
  if (expectation.lastCall) {
    for (const [key, expected] of Object.entries(expectation.lastCall)) form(`lastCall.${key}`, expected, run.lastCall?.[key]);
  }
  return diffs;
}
