/**
 * Types of a QA replay (schemas/replay.schema.json): a form fixture, the
 * context it runs in, a list of steps and the expected field states.
 */
import type { FieldTypeLookup } from '../interpreter/interpret';
import type { OptionItem } from '../types';

/** A server answer: `<workflow>#<scenario>` / `#<scenario>`, an inline triggerMap, null, or `{ $error }`. */
export type ReplayAnswer = string | Record<string, unknown> | null;

/** The logged-in user of a replay. */
export interface ReplayUser {
  userId: string;
  userName: string;
  userAlias?: string;
  accountId?: string;
  groupId?: string;
  groupName?: string;
  leaders?: Array<{ userId: string; userName: string; userAlias?: string }>;
}

/** What the form runs in (all keys optional). */
export interface ReplayContext {
  user?: ReplayUser;
  /** @default 'zh' */
  language?: 'zh' | 'en';
  /** ISO 8601. @default REPLAY_DEFAULT_NOW */
  now?: string;
  /** @default 480 */
  utcOffset?: number;
  /** @default the order detail's when formData is 'orderDetail' */
  dataStatus?: number;
  /** 'orderDetail' or inline stored data. @default {} */
  formData?: 'orderDetail' | Record<string, unknown>;
  /** Merged over formData by path. */
  values?: Record<string, unknown>;
  /** @default false */
  applyDefaults?: boolean;
  /** Field codes or paths that never get a default (the exclusion list). @default [] */
  defaultsExclude?: string[];
  /** @default false */
  readOnly?: boolean;
  editableFields?: string[];
  /** Row-index disabling of table cells by table path (-1 = every row); default: the table's x-props.disabledRows. */
  disabledRows?: Record<string, number[]>;
  /** Order permission response, envelope, or `{ error }`. */
  permissions?: Record<string, unknown> | null;
  /** Option data per field path. */
  options?: Record<string, OptionItem[]>;
  triggerFieldList?: Array<string | Record<string, unknown>>;
  /** @default false */
  copying?: boolean;
  processDefKey?: string;
  /** The form's field hooks (GET getAllFieldHook): workflow hook references or inline params. @default [] */
  fieldHooks?: ReplayHookRef[];
  /** Dynamic-form rules of the form (`LocalLinkageRule`s: scenario, mode, conditions, triggerField, operations). @default [] */
  localRules?: Array<Record<string, unknown>>;
}

/** A hook reference or inline hook params. */
export type ReplayHookRef = string | { fieldCode: string; dirtCode?: string | null; dataCode?: string; dataLevel?: string | number; formId?: string };

/** One step of a replay. */
export type ReplayStep =
  | { set: { path: string; value: unknown }; response?: ReplayAnswer; hookResponse?: ReplayAnswer; note?: string }
  | { fire: 'LOADING' | 'ONCHANGE'; field?: string; response?: ReplayAnswer; note?: string }
  | { applyTriggerMap: ReplayAnswer; note?: string }
  | { hook: ReplayHookRef; response?: ReplayAnswer; note?: string }
  | { validate: true; note?: string }
  | { submit: true; note?: string }
  | { expect: ReplayExpectation; note?: string };

/** Expected state of one field or cell; only the given keys are compared. */
export interface FieldExpectation {
  visible?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  value?: unknown;
  errors?: string[];
  /** Option values in order, or full items. */
  options?: Array<string | OptionItem>;
  useSavedDisplay?: boolean;
  exists?: boolean;
  component?: string;
}

/** What is checked after a step or at the end. */
export interface ReplayExpectation {
  fields?: Record<string, FieldExpectation>;
  values?: Record<string, unknown>;
  submitValues?: Record<string, unknown>;
  submitOmits?: string[];
  valid?: boolean;
  errorPaths?: string[];
  detailVisible?: boolean;
  skipped?: string | null;
  linkageError?: string | null;
  calls?: Partial<Record<'linkFieldContent' | 'fieldHook' | 'triggerFieldList', number>>;
  lastCall?: Record<string, unknown>;
}

/** A replay file's content. */
export interface Replay {
  $schema?: string;
  name: string;
  description?: string;
  workflow?: string;
  form?: string | Record<string, unknown>;
  formPatch?: Record<string, unknown>;
  context?: ReplayContext;
  steps: ReplayStep[];
  expect?: ReplayExpectation;
}

/** One difference between expected and actual state. */
export interface ReplayDiff {
  /** Field path, or `(form)` for form-level keys. */
  path: string;
  /** The compared key (`visible`, `value`, `valid` ...). */
  key: string;
  expected: unknown;
  actual: unknown;
  /** Index of the `expect` step that failed; undefined for the final expectation. */
  step?: number;
}

/** Outcome of one replay. */
export interface ReplayResult {
  passed: boolean;
  diffs: ReplayDiff[];
  /** Set when the replay could not run (missing fixture, malformed schema, step failure). */
  error?: string;
}

/** Loads a fixture by its path relative to fixtures/ (`workflows/incident.form.json`). */
export type FixtureLoader = (path: string) => unknown | Promise<unknown>;

/** Options of `runReplay`. */
export interface RunReplayOptions {
  loadFixture: FixtureLoader;
  /**
   * Field types by server type: the field plugins' facts (`createHeadlessFieldTypes(builtinFieldPlugins)`);
   * replays run headless, so only the facts are used, never the components.
   */
  registry: { fields: FieldTypeLookup };
}
