/**
 * What the fuzz properties do with an input: build the form session as the app does
 * (`useFormSession` → `tryCreateFormSession` with the runtime's registry of the built-in field
 * plugins and its translations), then use the form the way a page does. Anything thrown is a
 * failure of the property; a refused schema must be a `FormSchemaError` whose translated text
 * (`describeFormSchemaError`, what `SchemaErrorPanel` shows) names the problem.
 */
import { createMemoryStorage, createRuntime, type Runtime } from '@core';
import { FormSchemaError } from '@core/form/interpreter/errors';
import { describeFormSchemaError } from '@core/form/interpreter/interpret';
import type { LinkageRequest, LinkageRequestKind } from '@core/form/linkage/engine';
import type { LocalLinkageRule } from '@core/form/linkage/local-rules';
import type { PermissionSource } from '@core/form/permissions';
import { tryCreateFormSession, type FormSession } from '@core/form/session';
import { builtinFieldPlugins } from '@plugins/fields';

/** The sentinel field every built schema gets: it must keep working whatever the rest holds. */
export const SENTINEL = 'fuzzSentinel';

let runtimes: Partial<Record<'zh' | 'en', Runtime>> = {};

/** One runtime per language with the built-in field plugins (built once: registration is the slow part). */
export function runtimeFor(language: 'zh' | 'en' = 'en'): Runtime {
  return (runtimes[language] ??= createRuntime({
    plugins: { fields: builtinFieldPlugins },
    storage: createMemoryStorage({ language }),
    browserLanguage: language,
  }) as Runtime);
}

export function resetRuntimes(): void {
  runtimes = {};
}

/** The translation texts of a refused schema in both languages (their prefixes, before the detail). */
export function schemaErrorPrefix(language: 'zh' | 'en'): string {
  const t = runtimeFor(language).i18n.t;
  return t('form.schemaInvalid', { detail: '\u0000' }).split('\u0000')[0]!;
}

/** What a form is built with and what is done with it. */
export interface FormCase {
  schema: unknown;
  values?: unknown;
  /** Values set one by one after building: [field pick (mod the entries), value]. */
  edits?: Array<[number, unknown]>;
  permissions?: unknown;
  readOnly?: boolean;
  dataStatus?: number;
  editableFields?: unknown;
  disabledRows?: unknown;
  prefill?: unknown;
  defaults?: boolean;
  /** The server's answers to the linkage calls. */
  triggerFieldList?: unknown;
  triggerMap?: unknown;
  fieldHooks?: unknown;
  localRules?: unknown;
  language?: 'zh' | 'en';
}

/** How a case ended (the property fails by throwing). */
export type FormOutcome = { built: false; message: string } | { built: true; fields: number };

/** Adds the sentinel field to a schema that has a properties map (a copy; other inputs as they are). */
export function withSentinel(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const properties = (schema as { properties?: unknown }).properties;
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return schema;
  const copy = { ...(properties as Record<string, unknown>) };
  Object.defineProperty(copy, SENTINEL, { value: { title: 'Sentinel', 'x-component': 'INPUT', 'x-index': 1e6, 'x-rules': [{ required: true }] }, enumerable: true, configurable: true, writable: true });
  return { ...(schema as object), properties: copy };
}

function fail(message: string): never {
  throw new Error(message);
}

function scriptedRequest(c: FormCase): LinkageRequest {
  return (async (kind: LinkageRequestKind) => {
    if (kind === 'triggerFieldList') return c.triggerFieldList ?? [];
    if (kind === 'linkFieldContent') return c.triggerMap ?? null;
    if (kind === 'allFieldHooks') return c.fieldHooks ?? [];
    if (kind === 'fieldHook') return c.triggerMap ?? null;
    return null;
  }) as LinkageRequest;
}

/** Reads everything the views of some fields offer (what the field plugins render from). */
function readViews(session: FormSession, paths: readonly string[]): void {
  for (const path of paths) {
    const view = session.field(path);
    if (!view) continue;
    for (const key of Object.keys(view)) void (view as unknown as Record<string, unknown>)[key];
  }
}

/**
 * Builds the form and uses it: the form-load linkage with the server's (mutated) answer, edits (each
 * running its linkage), changes of the trigger fields, field views, validation, table cell errors,
 * submit and draft values; the sentinel field must still take a value, pass validation and be sent.
 */
export async function exerciseForm(c: FormCase): Promise<FormOutcome> {
  const language = c.language ?? 'en';
  const runtime = runtimeFor(language);
  const t = (key: string, options?: Record<string, unknown>) => runtime.i18n.t(key, options);
  const schema = withSentinel(c.schema);
  const built = tryCreateFormSession({
    schema,
    registry: runtime.registry,
    t,
    values: c.values as Record<string, unknown> | undefined,
    permissions: c.permissions as PermissionSource | undefined,
    readOnly: c.readOnly,
    dataStatus: c.dataStatus,
    editableFields: c.editableFields as Iterable<string> | undefined,
    disabledRows: c.disabledRows as Record<string, number[]> | undefined,
    prefill: c.prefill as Record<string, unknown> | undefined,
    defaults: c.defaults ? { user: { accountId: 'a1', userId: '10001', userName: '张三', userAlias: 'Zhang San' } } : undefined,
    now: () => Date.parse('2026-11-26T10:00:00+08:00'),
    user: { userId: '10001', userName: '张三' },
    linkage: {
      request: scriptedRequest(c),
      processDefKey: 'proc-fuzz',
      localRules: c.localRules as LocalLinkageRule[] | undefined,
      fieldHooks: c.fieldHooks === undefined ? [] : (c.fieldHooks as []),
    },
  });
  if (!built.ok) {
    const error = built.error;
    if (!(error instanceof FormSchemaError)) fail('a refused schema must give a FormSchemaError');
    if (error.issues.length === 0 || error.issues.some((i) => typeof i.path !== 'string' || typeof i.message !== 'string' || i.message === '')) fail('a schema error must name its issues');
    // The catch-alls of tryCreateFormSession / interpretFormSchema are a safety net: reaching them means code threw.
    const caught = error.issues.find((i) => /^(form could not be built|could not be interpreted): /.test(i.message));
    if (caught) fail(`building the form threw: ${caught.message}`);
    const text = describeFormSchemaError(error, t);
    if (!text.startsWith(schemaErrorPrefix(language)) || text.includes('form.schemaInvalid')) fail(`the schema error is not translated: ${text}`);
    return { built: false, message: error.message };
  }
  const session = built.session;
  // A plugin's mapProps that throws is caught by the interpreter and reported as a warning (the field keeps its common props).
  const stop = session.watch();
  try {
    const entries = session.interpreted.entries;
    session.getDraftValues();
    await session.load();
    // An edit runs its field's linkage through `watch`; a few changes more run the server's answer on the trigger fields.
    for (const [pick, value] of c.edits ?? []) {
      if (entries.length === 0) break;
      session.controller.setValue(entries[pick % entries.length]!.field.path, value);
    }
    const triggers = Array.isArray(c.triggerFieldList) ? c.triggerFieldList.filter((code): code is string => typeof code === 'string') : [];
    for (const path of [...triggers.slice(0, 3), ...entries.slice(0, 2).map((entry) => entry.field.path)]) await session.change(path);
    // Views of the edited fields, the trigger fields and a few more (each view creates its Formily field).
    const edited = (c.edits ?? []).map(([pick]) => entries[pick % Math.max(1, entries.length)]?.field.path ?? SENTINEL);
    readViews(session, [...new Set([...edited, ...triggers.slice(0, 3), ...entries.slice(0, 5).map((entry) => entry.field.path), SENTINEL])]);

    // The rest of the form keeps working: the sentinel takes a value, passes and is sent.
    const sentinel = session.controller.getState(SENTINEL);
    const sentinelEditable = !!sentinel?.visible && !sentinel.readOnly && !sentinel.disabled;
    if (sentinelEditable && !session.controller.setValue(SENTINEL, 'still working')) fail('the sentinel field no longer takes values');
    const result = await session.validate();
    if (typeof result.valid !== 'boolean') fail('validate must say whether the form is valid');
    for (const [path, messages] of Object.entries(result.errors)) {
      if (!Array.isArray(messages) || messages.some((m) => typeof m !== 'string')) fail(`errors of ${path} are not messages`);
    }
    for (const entry of entries) if (entry.field.type === 'TABLE_FORM') await session.cellErrors(entry.field.path);
    const submit = session.getSubmitValues();
    JSON.stringify(session.getDraftValues());
    if (sentinelEditable) {
      if (result.errors[SENTINEL]) fail(`the sentinel field fails validation: ${result.errors[SENTINEL].join(', ')}`);
      if (submit[SENTINEL] !== 'still working') fail('the sentinel value is not sent');
    }
    return { built: true, fields: entries.length };
  } finally {
    stop();
    session.dispose();
  }
}
