/**
 * The replay engine: builds the headless form runtime (interpreter,
 * controller with compiled rules, linkage engine with a scripted transport,
 * option model) for a replay, runs its steps and diffs the state against its
 * expectations. No DOM, no network, no file system (fixtures come through
 * `loadFixture`).
 */
import type { ValueKind } from '../../registry';
import { createI18n } from '../../i18n';
import { createMemoryStorage } from '../../storage';
import { createFormController, type FormController } from '../controller/controller';
import { applyDefaultValues } from '../data/defaults';
import { defaultValueKindOf } from '../data/value-kind';
import { interpretFormSchema, UNKNOWN_COMPONENT, type InterpretedForm, type Translate } from '../interpreter/interpret';
import { compileTriggerMap } from '../linkage/compile';
import { createLinkageEngine, type LinkageEngine, type LinkageRequest, type StagedResult, type TriggerFieldListEntry } from '../linkage/engine';
import { parseTableCellPath, readValue } from '../linkage/paths';
import { validateTriggerMap } from '../linkage/schema';
import type { LinkageState, TriggerMap } from '../linkage/types';
import { readOptionConfig } from '../options/config';
import { pruneSelection } from '../options/patch';
import { compileRules, compileTableCellRules } from '../rules/compile';
import type { CellState } from '../rules/types';
import type { FieldState, FieldStatePatch, FormPatch, NormalizedField, OptionItem, ValidationContext, Validator } from '../types';
import { deepEqual } from './compare';
import { createHeadlessFieldTypes } from './field-types';
import { applyMergePatch } from './merge-patch';
import { createOptionTracker, isSelectionKind, type OptionTracker } from './options';
import type { FieldExpectation, Replay, ReplayAnswer, ReplayDiff, ReplayExpectation, ReplayResult, ReplayStep, RunReplayOptions } from './types';

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
interface Session {
  replay: Replay;
  interpreted: InterpretedForm;
  controller: FormController;
  engine: LinkageEngine;
  options: OptionTracker;
  valueKindOf: (field: NormalizedField) => ValueKind;
  /** Non-value states of table cells, as patched. */
  cellPatches: Record<string, FieldStatePatch>;
  /** Answer the scripted transport gives to the call in flight. */
  answer: unknown;
  calls: { linkFieldContent: number; fieldHook: number; triggerFieldList: number };
  lastCall?: Record<string, unknown>;
  skipped: string | null;
  linkageError: string | null;
  validation?: { valid: boolean; errors: Record<string, string[]> };
  submitted?: Record<string, unknown>;
  resolveAnswer(answer: ReplayAnswer | undefined): Promise<unknown>;
  resolveHook(ref: ReplayStep & { hook: unknown }): Promise<{ params: Record<string, unknown> & { fieldCode: string }; response: unknown }>;
  validateCells(): Promise<Record<string, string[]>>;
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
  const utcOffset = ctx.utcOffset ?? REPLAY_DEFAULT_UTC_OFFSET;
  const registry = options.registry ?? createHeadlessFieldTypes();

  // The form: a fixture path, an inline schema, or the workflow's form; then the variant patch.
  let schema: unknown;
  if (typeof replay.form === 'string') schema = await load(replay.form);
  else if (isRecord(replay.form)) schema = structuredClone(replay.form);
  else if (replay.workflow) schema = await load(`workflows/${replay.workflow}.form.json`);
  else throw new ReplayError('a replay needs a workflow or a form');
  if (replay.formPatch) schema = applyMergePatch(schema, replay.formPatch);
  const interpreted = interpretFormSchema(schema, { registry, t });
  if (!interpreted.ok) throw new ReplayError(`form schema: ${interpreted.error.message}`);
  const form = interpreted.form;

  const valueKindOf = (field: NormalizedField): ValueKind => registry.fields.get(field.pluginType ?? field.type)?.valueKind ?? defaultValueKindOf(field);
  const cellKindOf = (type: string): ValueKind | undefined => registry.fields.get(type.toUpperCase())?.valueKind;
  const titleOf = (code: string): string | undefined => form.byPath.get(code)?.title;

  // Stored data, overrides, defaults.
  const detail = ctx.formData === 'orderDetail' ? await orderDetail() : undefined;
  const stored = detail ? (detail.formData ?? {}) : isRecord(ctx.formData) ? ctx.formData : {};
  let values: Record<string, unknown> = { ...structuredClone(stored), ...structuredClone(ctx.values ?? {}) };
  if (ctx.applyDefaults) {
    const user = ctx.user ? { accountId: '', ...ctx.user } : undefined;
    values = applyDefaultValues(form.fields, values, { user, valueKindOf, logger: { error: () => undefined } });
  }
  const dataStatus = ctx.dataStatus ?? detail?.dataStatus;

  const linkageFixture = replay.workflow ? await triggerFixture(replay.workflow) : undefined;
  const triggerFieldList = (ctx.triggerFieldList as TriggerFieldListEntry[] | undefined) ?? linkageFixture?.triggerFieldList ?? [];
  const processDefKey = ctx.processDefKey ?? linkageFixture?.processDefKey;

  const cellPatches: Record<string, FieldStatePatch> = {};
  const cellStatesOf = (tablePath: string): Record<string, CellState> => {
    const out: Record<string, CellState> = {};
    for (const [path, patch] of Object.entries(cellPatches)) {
      const cell = parseTableCellPath(path);
      if (!cell || cell.tableCode !== tablePath) continue;
      const state: CellState = {};
      if (patch.required !== undefined) state.required = patch.required;
      if (patch.visible !== undefined) state.visible = patch.visible;
      if (Object.keys(state).length > 0) out[path] = state;
    }
    return out;
  };

  // Rules are compiled when the field is validated, so linkage changes to required
  // flags and table cells count. Required itself is the controller's (live) check.
  const ruleValidator =
    (field: NormalizedField): Validator =>
    async (value, vctx) => {
      const isTable = field.type === 'TABLE_FORM';
      const compiled = compileRules(vctx.field, {
        valueKind: valueKindOf(field),
        kinds: registry.fields.get(field.pluginType ?? field.type)?.ruleKinds,
        kindsOf: (type) => registry.fields.get(type.toUpperCase())?.ruleKinds,
        required: isTable ? vctx.field.required : false,
        utcOffset,
        titleOf,
        cellStates: isTable ? cellStatesOf(field.path) : undefined,
        valueKindOf: cellKindOf,
      });
      for (const validate of compiled) {
        const message = await validate(value, vctx);
        if (message) return message;
      }
      return undefined;
    };

  const user = ctx.user ? { userId: ctx.user.userId, userName: ctx.user.userName } : undefined;
  const controller = createFormController({
    schema: form,
    registry,
    context: { t, now: () => now, user },
    values,
    readOnly: ctx.readOnly,
    editableFields: ctx.editableFields,
    dataStatus,
    permissions: ctx.permissions === undefined ? undefined : (ctx.permissions as never),
    validators: (field) => [ruleValidator(field)],
  });

  const baseOptions = (path: string): OptionItem[] | undefined => {
    const given = ctx.options?.[path];
    if (given) return given.map((o) => ({ ...o, value: String(o.value) }));
    const field = form.byPath.get(path);
    if (!field) return undefined;
    const config = readOptionConfig(field);
    return config.kind === 'custom' && config.dataSource.length > 0 ? config.dataSource : undefined;
  };

  const session: Session = {
    replay,
    interpreted: form,
    controller,
    engine: undefined as unknown as LinkageEngine,
    options: createOptionTracker(baseOptions),
    valueKindOf,
    cellPatches,
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
        const ref = splitRef(hook, replay.workflow);
        const found = (await triggerFixture(ref.workflow)).hooks?.[ref.name];
        if (!found) throw new ReplayError(`no hook ${JSON.stringify(ref.name)} in workflows/${ref.workflow}.trigger-map.json`);
        return { params: found.params, response: 'response' in step ? await this.resolveAnswer(step.response as ReplayAnswer) : found.response };
      }
      if (!isRecord(hook) || typeof hook.fieldCode !== 'string') throw new ReplayError('hook needs a fieldCode');
      return { params: hook as Record<string, unknown> & { fieldCode: string }, response: await this.resolveAnswer((step as { response?: ReplayAnswer }).response) };
    },
    async validateCells() {
      const errors: Record<string, string[]> = {};
      for (const entry of form.entries) {
        const field = entry.field;
        if (field.type !== 'TABLE_FORM') continue;
        const state = controller.getState(field.path);
        if (!state || !state.visible || state.readOnly || state.disabled || !Array.isArray(state.value)) continue;
        const rules = compileTableCellRules(field, { utcOffset, titleOf, cellStates: cellStatesOf(field.path), valueKindOf: cellKindOf, kindsOf: (type) => registry.fields.get(type.toUpperCase())?.ruleKinds });
        const vctx: ValidationContext = { values: controller.getValues(), field, t, now, user };
        for (const [path, message] of Object.entries(await rules.validateRows(state.value, vctx))) errors[path] = [message];
      }
      return errors;
    },
  };

  const request = (async (kind: string, payload: unknown) => {
    if (kind === 'linkFieldContent' || kind === 'fieldHook') {
      session.calls[kind] += 1;
      session.lastCall = isRecord(payload) ? { ...payload } : {};
      const answer = session.answer;
      if (isRecord(answer) && '$error' in answer) throw new Error(String(answer.$error));
      return answer;
    }
    if (kind === 'triggerFieldList') {
      session.calls.triggerFieldList += 1;
      return triggerFieldList;
    }
    return [];
  }) as LinkageRequest;

  session.engine = createLinkageEngine({
    fields: form.fields,
    t,
    request,
    processDefKey,
    triggerFieldList,
    copying: () => ctx.copying === true,
    compile: { valueKind: valueKindOf },
    cascade: { valueKind: valueKindOf },
  });

  const diffs: ReplayDiff[] = [];
  try {
    for (const [index, step] of replay.steps.entries()) {
      if ('expect' in step) diffs.push(...check(session, step.expect, index));
      else await runStep(session, step, index);
    }
    if (replay.expect) diffs.push(...check(session, replay.expect));
  } finally {
    session.engine.dispose();
    controller.dispose();
  }
  return { passed: diffs.length === 0, diffs };
}

/** Current values and field states, as the linkage engine reads them. */
function linkageState(session: Session): LinkageState {
  const fieldStates: Record<string, FieldState> = {};
  for (const entry of session.interpreted.entries) {
    const state = session.controller.getState(entry.field.path);
    if (state) fieldStates[entry.field.path] = state;
  }
  for (const path of Object.keys(session.cellPatches)) {
    const state = session.controller.getState(path);
    if (state) fieldStates[path] = state;
  }
  return { values: session.controller.getValues(), fieldStates };
}

/**
 * Applies a patch in one batch, then what the option pickers do with it:
 * option patches change the offered list and selections outside it are cleared.
 */
function applyPatch(session: Session, patch: FormPatch): void {
  const { controller } = session;
  controller.applyPatch(patch);
  const pruned: FormPatch = {};
  for (const [path, fieldPatch] of Object.entries(patch)) {
    if (parseTableCellPath(path)) {
      const { value: _value, options: _options, ...state } = fieldPatch;
      if (Object.keys(state).length > 0) session.cellPatches[path] = { ...session.cellPatches[path], ...state };
      continue;
    }
    if (!fieldPatch.options) continue;
    session.options.record(path, fieldPatch.options);
    const field = controller.getField(path);
    const state = controller.getState(path);
    if (!field || !state || !isSelectionKind(session.valueKindOf(field))) continue;
    const offered = session.options.optionsOf(path, undefined);
    if (!offered) continue;
    const next = pruneSelection(state.value, offered, session.valueKindOf(field));
    if (next !== state.value) pruned[path] = { value: next };
  }
  if (Object.keys(pruned).length > 0) controller.applyPatch(pruned);
}

/** Runs a linkage event with `answer` as the server's reply (the engine may call the transport synchronously). */
async function settle(session: Session, answer: unknown, start: () => StagedResult): Promise<void> {
  session.answer = answer;
  const staged = start();
  applyPatch(session, staged.immediate.patch);
  try {
    const result = await staged.settled;
    session.skipped = result.skipped ?? null;
    session.linkageError = null;
    applyPatch(session, result.patch);
  } catch (error) {
    session.skipped = null;
    session.linkageError = errorMessage(error);
  } finally {
    session.answer = null;
  }
}

async function validate(session: Session): Promise<void> {
  const result = await session.controller.validate();
  const errors: Record<string, string[]> = { ...result.errors, ...(await session.validateCells()) };
  session.validation = { valid: Object.keys(errors).length === 0, errors };
}

async function runStep(session: Session, step: ReplayStep, index: number): Promise<void> {
  const { controller, engine } = session;
  const where = `step ${index}`;
  if ('set' in step) {
    const { path, value } = step.set;
    if (!controller.setValue(path, value)) {
      const result = controller.applyPatch({ [path]: { value } });
      if (result.applied.length === 0) throw new ReplayError(`${where}: no field or cell ${JSON.stringify(path)} takes a value`);
    }
    await settle(session, await session.resolveAnswer(step.response), () => engine.change(path, linkageState(session)));
    return;
  }
  if ('fire' in step) {
    const answer = await session.resolveAnswer(step.response);
    if (step.fire === 'LOADING') {
      await settle(session, answer, () => engine.load(linkageState(session)));
      return;
    }
    if (!step.field) throw new ReplayError(`${where}: ONCHANGE needs a field`);
    await settle(session, answer, () => engine.change(step.field as string, linkageState(session)));
    return;
  }
  if ('applyTriggerMap' in step) {
    const map = await session.resolveAnswer(step.applyTriggerMap);
    const checked = validateTriggerMap(map);
    if (!checked.valid) throw new ReplayError(`${where}: the triggerMap does not match schemas/trigger-map.schema.json (${checked.errors.map((e) => `${e.instancePath || '/'} ${e.keyword}`).join(', ')})`);
    applyPatch(session, compileTriggerMap(checked.value, session.interpreted.fields, { valueKind: session.valueKindOf })(linkageState(session)));
    return;
  }
  if ('hook' in step) {
    const { params, response } = await session.resolveHook(step);
    session.answer = response;
    try {
      const result = await engine.fieldHook(params as Parameters<LinkageEngine['fieldHook']>[0], linkageState(session));
      session.skipped = result.skipped ?? null;
      session.linkageError = null;
      applyPatch(session, result.patch);
    } catch (error) {
      session.skipped = null;
      session.linkageError = errorMessage(error);
    } finally {
      session.answer = null;
    }
    return;
  }
  if ('validate' in step) {
    await validate(session);
    return;
  }
  if ('submit' in step) {
    await validate(session);
    session.submitted = controller.getSubmitValues();
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

function checkField(session: Session, path: string, expected: FieldExpectation, step: number | undefined): ReplayDiff[] {
  const diffs: ReplayDiff[] = [];
  const push = (key: string, want: unknown, got: unknown) => {
    if (!deepEqual(want, got)) diffs.push({ path, key, expected: want, actual: got, step });
  };
  const state = session.controller.getState(path);
  const field = session.controller.getField(path);
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
  if (expected.errors !== undefined) push('errors', expected.errors, isCell ? (session.validation?.errors[path] ?? []) : state.errors);
  if (expected.options !== undefined) {
    const result = compareOptions(expected.options, session.options.optionsOf(path, state.value));
    if (!result.equal) diffs.push({ path, key: 'options', expected: expected.options, actual: result.shown, step });
  }
  return diffs;
}

function check(session: Session, expectation: ReplayExpectation, step?: number): ReplayDiff[] {
  const diffs: ReplayDiff[] = [];
  const form = (key: string, expected: unknown, actual: unknown) => {
    if (!deepEqual(expected, actual)) diffs.push({ path: FORM_DIFF_PATH, key, expected, actual, step });
  };
  for (const [path, expected] of Object.entries(expectation.fields ?? {})) diffs.push(...checkField(session, path, expected, step));
  if (expectation.values) {
    const values = session.controller.getValues();
    for (const [path, expected] of Object.entries(expectation.values)) {
      const actual = readValue(values, path);
      if (!deepEqual(expected, actual)) diffs.push({ path, key: 'value', expected, actual, step });
    }
  }
  if (expectation.submitValues || expectation.submitOmits) {
    const submitted = session.submitted;
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
  if (expectation.valid !== undefined) form('valid', expectation.valid, session.validation?.valid);
  if (expectation.errorPaths !== undefined) {
    const actual = Object.keys(session.validation?.errors ?? {}).sort();
    form('errorPaths', [...expectation.errorPaths].sort(), actual);
  }
  if (expectation.detailVisible !== undefined) form('detailVisible', expectation.detailVisible, session.controller.permissions.detailVisible);
  if (expectation.skipped !== undefined) form('skipped', expectation.skipped, session.skipped);
  if (expectation.linkageError !== undefined) form('linkageError', expectation.linkageError, session.linkageError);
  for (const [kind, count] of Object.entries(expectation.calls ?? {})) form(`calls.${kind}`, count, session.calls[kind as keyof Session['calls']]);
  if (expectation.lastCall) {
    for (const [key, expected] of Object.entries(expectation.lastCall)) form(`lastCall.${key}`, expected, session.lastCall?.[key]);
  }
  return diffs;
}
