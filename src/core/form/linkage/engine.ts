/**
 * The dynamic-rules engine: asks the server for a `triggerMap` on form load
 * and on changes of trigger fields, runs field hooks and local rules, adds the
 * cascade, and hands back patches. HTTP is injected (`request`), so the engine
 * is tested without it; {@link createLinkageRequest} is the real one.
 */
import type { FormPatch, NormalizedField } from '../types';
import { createCascade, type Cascade, type CascadeOptions, type LinkageResult } from './cascade';
import { compileTriggerMap } from './compile';
import { createFieldIndex } from './field-index';
import { compileLocalRules, type LocalLinkageRule } from './local-rules';
import { mergePatches } from './patch';
import { parseTableCellPath, tableCellPath } from './paths';
import { validateTriggerMap, type SchemaIssue } from './schema';
import { TRIGGER_LIST_KEYS, type CompileOptions, type LinkageState, type TriggerItem, type TriggerMap } from './types';

/** `eventType` of linkFieldContent. */
export type LinkageEventType = 'LOADING' | 'ONCHANGE';

/** Body of POST /form/mdlAdvDynamicRule/linkFieldContent. */
export interface LinkFieldContentPayload {
  eventType: LinkageEventType;
  processDefKey?: string;
  /** ONCHANGE: code of the changed field (the table's code for a cell). */
  showField?: string;
  /** ONCHANGE of a table cell. */
  tableCode?: string;
  tableColumnCode?: string;
  rowNum?: number;
  /** Current form values. */
  formData: Readonly<Record<string, unknown>>;
  /** Keys from the engine's `context` option (workOrderId, nodeId ...). */
  [extra: string]: unknown;
}

/** Body of POST /form/mdlFieldHook/fieldHook. */
export interface FieldHookPayload {
  fieldCode: string;
  dataCode?: string;
  dirtCode: string;
  dataLevel?: string | number;
  formId?: string;
  formDataMap: Readonly<Record<string, unknown>>;
}

/** Parameters of {@link LinkageEngine.fieldHook}; without `dirtCode` the hook is skipped. */
export type FieldHookParams = Omit<FieldHookPayload, 'dirtCode' | 'formDataMap'> & {
  dirtCode?: string | null;
  /** @default state.values */
  formDataMap?: Readonly<Record<string, unknown>>;
};

/** Entries of GET /form/mdlAdvDynamicRule/triggerFieldList: codes or objects carrying one. */
export type TriggerFieldListEntry = string | { fieldCode?: string; key?: string; code?: string; [extra: string]: unknown };

/** Kinds of call the engine makes, with their payloads and results. */
export interface LinkageRequestMap {
  linkFieldContent: { payload: LinkFieldContentPayload; result: TriggerMap | null | undefined };
  triggerFieldList: { payload: { processDefKey: string }; result: readonly TriggerFieldListEntry[] | null | undefined };
  /** A hook answers a `triggerMap`, or a map of field code to value. */
  fieldHook: { payload: FieldHookPayload; result: TriggerMap | Record<string, unknown> | null | undefined };
  /** GET /form/mdlFieldHook/getAllFieldHook (query passed through). */
  allFieldHooks: { payload: Record<string, unknown>; result: unknown };
}
export type LinkageRequestKind = keyof LinkageRequestMap;

/** The transport: rejects with an error whose `message` is already translated. */
export type LinkageRequest = <K extends LinkageRequestKind>(
  kind: K,
  payload: LinkageRequestMap[K]['payload'],
  options?: { signal?: AbortSignal },
) => Promise<LinkageRequestMap[K]['result']>;

/** Why the server part of a result is empty. */
export type LinkageSkipReason =
  /** Form data is being copied: linkFieldContent is not called. */
  | 'copying'
  /** The changed field is not in the trigger field list. */
  | 'notTrigger'
  /** A newer call for the same field superseded this one; its patch is dropped. */
  | 'stale'
  /** A field hook without dirtCode. */
  | 'noDirtCode'
  /** No `request` was given. */
  | 'noRequest'
  /** The engine was disposed. */
  | 'disposed';

/** A result of the engine. */
export interface EngineResult extends LinkageResult {
  skipped?: LinkageSkipReason;
}

/** The sync part (apply now) and the server part (apply when it settles) of one event. */
export interface StagedResult {
  /** Local rules and cascade, computed from the given state. */
  immediate: EngineResult;
  /** Server linkage plus the cascade of the values it sets; rejects with the server msg or `errors.requestFailed`. */
  settled: Promise<EngineResult>;
}

/** A changed field; a table cell names the table as `field`. */
export interface FieldChange {
  field: string;
  tableColumnCode?: string;
  rowNum?: number;
}

/** Options of {@link createLinkageEngine}. */
export interface LinkageEngineOptions {
  fields: readonly NormalizedField[];
  /** Translates `errors.requestFailed` for failures without a message. */
  t: (key: string) => string;
  /** The transport; without it only local rules and the cascade run. */
  request?: LinkageRequest;
  processDefKey?: string;
  /**
   * Fields whose change calls linkFieldContent. When absent it is fetched once
   * (GET triggerFieldList by `processDefKey`); without either, no change calls.
   */
  triggerFieldList?: readonly TriggerFieldListEntry[];
  /** True while form data is being copied (linkFieldContent is skipped). @default false */
  copying?: boolean | (() => boolean);
  /** Extra keys of every linkFieldContent body (workOrderId, nodeId, mdlDefCode ...). */
  context?: Readonly<Record<string, unknown>> | (() => Readonly<Record<string, unknown>>);
  /** Locally configured rules, applied before the server's answer. */
  localRules?: readonly LocalLinkageRule[];
  /** Given: a local rule that does not compile is left out and reported here (else the engine throws). */
  onLocalRuleError?: (message: string) => void;
  /**
   * The form's field hooks (what GET getAllFieldHook answers). When absent it
   * is fetched once (with `processDefKey` when given); without `request`, no hooks.
   */
  fieldHooks?: readonly FieldHookParams[];
  compile?: CompileOptions;
  /** Cascade options, or `false` to turn the cascade off. */
  cascade?: CascadeOptions | false;
  /** Check server `triggerMap`s against the JSON Schema. @default true */
  validate?: boolean;
}

export interface LinkageEngine {
  /** Form load: LOADING rules, one LOADING call, initial cascade. */
  load(state: LinkageState): StagedResult;
  /** A field changed (the state already holds the new value). */
  change(change: string | FieldChange, state: LinkageState): StagedResult;
  /** Runs a field hook; skipped without `dirtCode`. */
  fieldHook(params: FieldHookParams, state: LinkageState): Promise<EngineResult>;
  /** The cascade's superior links (undefined when the cascade is off). */
  readonly cascade: Pick<Cascade, 'superiorOf' | 'dependents'> | undefined;
  /** Whether a change of the field calls linkFieldContent. */
  isTriggerField(change: string | FieldChange): Promise<boolean>;
  /** The field hooks of a changed field (none for a table cell); rejects when the hook list cannot be fetched. */
  hooksOf(change: string | FieldChange): Promise<FieldHookParams[]>;
  /** Aborts calls in flight; later answers are dropped. */
  dispose(): void;
}

/** A failed linkage call. */
export class LinkageRequestError extends Error {
  override name = 'LinkageRequestError';
  constructor(
    message: string,
    /** The transport's error, or the schema issues of an invalid answer. */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

const EMPTY: LinkageResult = { patch: {}, loadOptionsFor: [] };
const skip = (skipped: LinkageSkipReason): EngineResult => ({ patch: {}, loadOptionsFor: [], skipped });

function entryCode(e: TriggerFieldListEntry): string | undefined {
  if (typeof e === 'string') return e || undefined;
  const code = e?.fieldCode ?? e?.key ?? e?.code;
  return typeof code === 'string' && code ? code : undefined;
}

/**
 * Codes of a triggerFieldList answer. An answer that is not a list (nor empty) is server data of the
 * wrong shape: logged and read as no trigger field, like a list the server left empty.
 */
function readTriggerFieldList(list: unknown): ReadonlySet<string> {
  if (list === undefined || list === null) return new Set();
  if (!Array.isArray(list)) {
    console.warn('[linkage] malformed triggerFieldList answer (a list expected); no field triggers linkage calls', list);
    return new Set();
  }
  return new Set((list as TriggerFieldListEntry[]).map(entryCode).filter((c): c is string => !!c));
}

/** Entries of a getAllFieldHook answer (a list, or a page of `records` / `list`) that name a field. */
function readFieldHookList(data: unknown): FieldHookParams[] {
  const list = Array.isArray(data) ? data : data && typeof data === 'object' ? ((data as { records?: unknown }).records ?? (data as { list?: unknown }).list) : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter((e): e is FieldHookParams => !!e && typeof e === 'object' && typeof (e as { fieldCode?: unknown }).fieldCode === 'string' && (e as { fieldCode: string }).fieldCode !== '');
}

function isTriggerMapShaped(data: Record<string, unknown>): boolean {
  return TRIGGER_LIST_KEYS.some((k) => k in data);
}

function changedPaths(patch: FormPatch): string[] {
  return Object.entries(patch).flatMap(([path, p]) => ('value' in p ? [path] : []));
}

export function createLinkageEngine(options: LinkageEngineOptions): LinkageEngine {
  const { fields, request, t } = options;
  const index = createFieldIndex(fields);
  const local = compileLocalRules(options.localRules ?? [], fields, options.compile, options.onLocalRuleError);
  const cascade: Cascade | undefined = options.cascade === false ? undefined : createCascade(fields, { valueKind: options.compile?.valueKind, ...options.cascade });
  const validate = options.validate ?? true;
  const latest = new Map<string, { token: number; abort: AbortController }>();
  let seq = 0;
  let disposed = false;
  let triggerList: Promise<ReadonlySet<string>> | undefined;
  let hookList: Promise<readonly FieldHookParams[]> | undefined;

  const isCopying = () => (typeof options.copying === 'function' ? options.copying() : options.copying === true);
  const context = () => (typeof options.context === 'function' ? options.context() : (options.context ?? {}));

  const loadTriggerList = (): Promise<ReadonlySet<string>> => {
    if (options.triggerFieldList) return Promise.resolve(readTriggerFieldList(options.triggerFieldList));
    if (!request || !options.processDefKey) return Promise.resolve(new Set());
    if (!triggerList) {
      triggerList = request('triggerFieldList', { processDefKey: options.processDefKey }).then(
        (list) => readTriggerFieldList(list),
        (err: unknown) => {
          triggerList = undefined; // retried on the next change
          throw toRequestError(err);
        },
      );
    }
    return triggerList;
  };

  const loadHookList = (): Promise<readonly FieldHookParams[]> => {
    if (options.fieldHooks) return Promise.resolve(options.fieldHooks);
    if (!request) return Promise.resolve([]);
    if (!hookList) {
      hookList = request('allFieldHooks', options.processDefKey ? { processDefKey: options.processDefKey } : {}).then(readFieldHookList, (err: unknown) => {
        hookList = undefined; // retried on the next change
        throw toRequestError(err);
      });
    }
    return hookList;
  };

  const toRequestError = (err: unknown): Error => {
    if (err instanceof LinkageRequestError) return err;
    const message = typeof err === 'object' && err !== null ? (err as { message?: unknown }).message : undefined;
    return new LinkageRequestError(typeof message === 'string' && message ? message : t('errors.requestFailed'), err);
  };

  /** Starts a call for `key`, superseding (and aborting) the previous one. */
  const begin = (key: string) => {
    latest.get(key)?.abort.abort();
    const entry = { token: ++seq, abort: new AbortController() };
    latest.set(key, entry);
    return {
      signal: entry.abort.signal,
      isCurrent: () => !disposed && latest.get(key)?.token === entry.token,
      end: () => {
        if (latest.get(key)?.token === entry.token) latest.delete(key);
      },
    };
  };

  /** Runs one call: stale answers (and the abort errors of superseded calls) become `stale`. */
  const run = async (key: string, call: (signal: AbortSignal) => Promise<EngineResult>): Promise<EngineResult> => {
    if (disposed) return skip('disposed');
    const ticket = begin(key);
    try {
      const result = await call(ticket.signal);
      return ticket.isCurrent() ? result : skip(disposed ? 'disposed' : 'stale');
    } catch (err) {
      if (!ticket.isCurrent()) return skip(disposed ? 'disposed' : 'stale');
      throw toRequestError(err);
    } finally {
      ticket.end();
    }
  };

  const checked = (data: unknown): TriggerMap | null => {
    if (!validate) return (data ?? null) as TriggerMap | null;
    const result = validateTriggerMap(data);
    if (!result.valid) throw new LinkageRequestError(t('errors.requestFailed'), result.errors satisfies SchemaIssue[]);
    return result.value;
  };

  /** Server patch plus the cascade of the values it sets. */
  const withCascade = (patch: FormPatch, state: LinkageState, initial: boolean): EngineResult => {
    if (!cascade) return { patch, loadOptionsFor: [] };
    const c = initial ? cascade.initial(state, patch) : cascade.afterChange(changedPaths(patch), state, patch);
    return { patch: mergePatches(patch, c.patch), loadOptionsFor: c.loadOptionsFor };
  };

  const normalizeChange = (change: string | FieldChange): FieldChange => (typeof change === 'string' ? fromPath(change) : change);
  const fromPath = (path: string): FieldChange => {
    const cell = parseTableCellPath(path);
    return cell ? { field: cell.tableCode, tableColumnCode: cell.columnCode, rowNum: cell.rowNum } : { field: path };
  };
  const codeOf = (ref: string) => index.find(ref)?.code ?? ref;
  const pathOf = (ref: string) => index.find(ref)?.path ?? ref;

  const isTriggerField = async (change: string | FieldChange): Promise<boolean> => {
    const c = normalizeChange(change);
    const list = await loadTriggerList();
    const code = codeOf(c.field);
    if (list.has(code) || list.has(c.field)) return true;
    return !!c.tableColumnCode && (list.has(c.tableColumnCode) || list.has(`${code}.${c.tableColumnCode}`));
  };

  return {
    cascade,
    load(state) {
      const localPatch = local.onLoad(state);
      const immediate: EngineResult = withCascade(localPatch, state, true);
      const settled = (async (): Promise<EngineResult> => {
        if (disposed) return skip('disposed');
        if (isCopying()) return skip('copying');
        if (!request) return skip('noRequest');
        // Fetch the trigger and hook lists alongside, so the first change does not wait for them (a failure is retried then).
        loadTriggerList().catch(() => undefined);
        loadHookList().catch(() => undefined);
        return run('LOADING', async (signal) => {
          const payload: LinkFieldContentPayload = { ...context(), processDefKey: options.processDefKey, eventType: 'LOADING', formData: state.values };
          const map = checked(await request('linkFieldContent', payload, { signal }));
          return withCascade(compileTriggerMap(map, fields, options.compile)(state), state, true);
        });
      })();
      return { immediate, settled };
    },

    change(change, state) {
      const c = normalizeChange(change);
      const code = codeOf(c.field);
      const changedPath = c.tableColumnCode ? tableCellPath(pathOf(c.field), c.rowNum ?? -1, c.tableColumnCode) : pathOf(c.field);
      const localPatch = local.onChange(code, state);
      let immediate: EngineResult = { ...EMPTY, patch: localPatch };
      if (cascade) {
        const cas = cascade.afterChange([pathOf(c.field), ...changedPaths(localPatch)], state, localPatch);
        immediate = { patch: mergePatches(localPatch, cas.patch), loadOptionsFor: cas.loadOptionsFor };
      }
      const settled = (async (): Promise<EngineResult> => {
        if (disposed) return skip('disposed');
        if (isCopying()) return skip('copying');
        if (!request) return skip('noRequest');
        return run(`ONCHANGE:${changedPath}`, async (signal) => {
          if (!(await isTriggerField(c))) return skip('notTrigger');
          const payload: LinkFieldContentPayload = {
            ...context(),
            processDefKey: options.processDefKey,
            eventType: 'ONCHANGE',
            showField: code,
            ...(c.tableColumnCode ? { tableCode: code, tableColumnCode: c.tableColumnCode, rowNum: c.rowNum ?? -1 } : {}),
            formData: state.values,
          };
          const map = checked(await request('linkFieldContent', payload, { signal }));
          return withCascade(compileTriggerMap(map, fields, options.compile)(state), state, false);
        });
      })();
      return { immediate, settled };
    },

    async fieldHook(params, state) {
      if (disposed) return skip('disposed');
      if (!params.dirtCode) return skip('noDirtCode');
      if (!request) return skip('noRequest');
      const { dirtCode, formDataMap, ...rest } = params;
      return run(`HOOK:${params.fieldCode}`, async (signal) => {
        const data = await request('fieldHook', { ...rest, dirtCode, formDataMap: formDataMap ?? state.values }, { signal });
        let map: TriggerMap | null = null;
        if (data && typeof data === 'object' && !Array.isArray(data)) {
          // A hook answers either a triggerMap or plain field values.
          map = isTriggerMapShaped(data) ? checked(data) : { setValueList: Object.entries(data).map(([key, value]): TriggerItem => ({ key, value })) };
        }
        return withCascade(compileTriggerMap(map, fields, options.compile)(state), state, false);
      });
    },

    isTriggerField,

    async hooksOf(change) {
      const c = normalizeChange(change);
      if (c.tableColumnCode || disposed) return [];
      const code = codeOf(c.field);
      return (await loadHookList()).filter((hook) => hook.fieldCode === code || hook.fieldCode === c.field);
    },

    dispose() {
      disposed = true;
      for (const { abort } of latest.values()) abort.abort();
      latest.clear();
    },
  };
}
