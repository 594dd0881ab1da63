import type { Disposer } from './bus';
import type { PluginContext } from './context';
import type { ActionChoice, ActionHooks, ActionInput, ActionReasonMode, ActionTicket, ActionValidationContext, ModalData } from './buttons/types';
import type { PluginLocales } from './i18n';
import type { FieldRuleServices } from './form/rules/types';

/** How a field's value is shaped: decides its empty value and how a value list is assigned. */
export type ValueKind = 'single' | 'multi' | 'richText' | 'container' | 'none';

/**
 * Field types and the props of their components, open to plugins by
 * declaration merging (tiptap style). A plugin that declares its type gets
 * `defineFieldType` checked end to end (`mapProps` must return the declared
 * props, the component must take them):
 * @example
 * declare module '@core/registry' {
 *   interface FieldTypeRegistry { COLOR: ColorFieldProps }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FieldTypeRegistry {}

/**
 * Page blocks and their props, open to plugins by declaration merging:
 * `defineBlock({ name, component })` of a declared name checks that the
 * component takes the declared props.
 * @example
 * declare module '@core/registry' {
 *   interface BlockPropsRegistry { worklist: WorklistProps }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BlockPropsRegistry {}

/** A field type name: the declared ones (autocompleted) or any server spelling. */
export type FieldTypeName = (keyof FieldTypeRegistry & string) | (string & {});

/** The props a component takes (the first parameter of a function component); `unknown` for other shapes. */
export type PropsOfComponent<C> = C extends (props: infer P, ...rest: never[]) => unknown ? P : unknown;

/** What `mapProps` may return: (part of) the component's props; anything when they cannot be read (class components). */
type MappedPropsOf<C> = unknown extends PropsOfComponent<C> ? Record<string, unknown> : PropsOfComponent<C>;

/** Props of field type `T`: declared in {@link FieldTypeRegistry}, else those of its component `C`. */
export type FieldPropsOf<T extends string, C> = T extends keyof FieldTypeRegistry ? FieldTypeRegistry[T] : PropsOfComponent<C>;

/** Props of block `N`: declared in {@link BlockPropsRegistry}, else those of its component `C`. */
export type BlockPropsOf<N extends string, C> = N extends keyof BlockPropsRegistry ? BlockPropsRegistry[N] : PropsOfComponent<C>;

/**
 * A field-type plugin. `C` is the component type of the rendering layer
 * (React in src/react); the core never looks inside it.
 */
export interface FieldTypeDefinition<C = unknown> {
  /** The server's `x-component` value it serves, spelled as the server spells it (`INPUT`, `TABLE_FORM`). */
  type: string;
  /** Value shape. */
  valueKind: ValueKind;
  /** Edit component. */
  component: C;
  /** Read-only display; when absent the renderer shows the value as text ('--' when empty). */
  readPretty?: C;
  /** Turns the server's `x-props` into component props. @default identity */
  mapProps?: (xProps: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /** Rule kinds the type supports (see the rule compiler). @default [] */
  ruleKinds?: readonly string[];
  /** Overrides the empty value derived from `valueKind`. */
  emptyValue?: () => unknown;
  /**
   * Fits an incoming (prefilled, defaulted, linked) value to the type after
   * the value kind's shaping, e.g. NUMBER turns numeric text into a number;
   * `undefined` refuses the value. @default identity
   */
  coerce?: (value: unknown) => unknown;
  /** The value is a table of rows whose cells are other field types (TABLE_FORM). */
  table?: true;
  /** The value is a number: range, digit-limit and server rules read it as one (NUMBER). */
  numeric?: boolean;
  /** The value is a list of uploaded files: counted against the upload quantity, not as a selection (UPLOAD). */
  files?: boolean;
  /**
   * The value is a list of members `{ groupId, groupName, userId, userName }`:
   * `defaultValueJson` (current user, leaders, custom) resolves to people
   * (`'users'`, MEMBER) or to the user's group (`'groups'`, GROUP).
   */
  members?: 'users' | 'groups';
  /** The options form a tree (the multi-level dropdown, MULTI_SELECT); a field's `x-props.isTree` says so too. */
  treeOptions?: boolean;
  /**
   * Field types this field renders inside itself, read from its `x-props` (TABLE_FORM: its
   * columns' types). A form loads them with the field's own type before it is built.
   */
  nestedFieldTypes?: (xProps: Readonly<Record<string, unknown>>) => readonly string[];
  /** The plugin's own texts (domain -> { zh, en }), added to i18n when the plugin is registered. */
  locales?: PluginLocales;
  /**
   * Normalises the value when the form is committed (submit / save), e.g.
   * text fields trim it. `props` are the field's mapped props. @default identity
   */
  commitValue?: (value: unknown, props: Readonly<Record<string, unknown>>) => unknown;
  /**
   * What the rules of this type's fields need from the running app, handed to the form session's rule compiler
   * (POSITION: the map probe, so that a map that cannot load puts the position check into `unload`).
   */
  ruleServices?: (ctx: PluginContext) => FieldRuleServices;
  /** Optional setup with the plugin context; may return a disposer. */
  setup?: (ctx: PluginContext) => Disposer | void;
  /** Replace an already registered definition of the same type. @default false */
  override?: boolean;
}

/** Modal kinds of action buttons (service-desk spec §4). */
export type ActionModalKind = 'assign' | 'simple' | 'transfer' | 'endorse' | 'none';

/** An action (ticket button) plugin; the button engine and action flow live in `src/core/buttons`. */
export interface ActionDefinition<C = unknown> {
  /** Button type as the server spells it (`COMMIT`, `TRANSFER`). */
  type: string;
  /** Which modal collects input before the call. */
  modal: ActionModalKind;
  /** Loading flag name of spec §4 (`submit`, `transfer` ...); while it is on the action cannot run again. */
  loadingFlag: string;
  /** Optional modal component override. */
  component?: C;
  /** The plugin's own texts (domain -> { zh, en }), added to i18n when the plugin is registered. */
  locales?: PluginLocales;
  /** Performs the action (usually POST btn/btnaction/{endpoint}); resolves to the response data. */
  execute?: (ctx: PluginContext, input: ActionInput, ticket: ActionTicket) => Promise<unknown>;
  setup?: (ctx: PluginContext) => Disposer | void;
  override?: boolean;
  /** btn/btnaction path segment (`commit`, `rollback`), for documentation and the default execute. */
  endpoint?: string;
  /** The modal's reason field: `required`, `optional`, or absent (no field). */
  reason?: ActionReasonMode;
  /** Choices of a simple modal (HANDLE_SIGN_TASK agree / disagree). */
  choices?: readonly ActionChoice[];
  /** A `none` modal asks for confirmation first (i18n key of the question). */
  confirm?: string;
  /** Send the page's form values (formData). @default false */
  withFormData?: boolean;
  /** Ask checkOrderHasUpdate first and offer Refresh / Overwrite on a concurrent change. @default false */
  checkUpdate?: boolean;
  /** i18n key of the success toast; `false` for none. */
  successToast?: string | false;
  /** Client-side rules on the collected input: the i18n key of the first error, or undefined. */
  validateInput?: (input: ActionInput, context: ActionValidationContext) => string | undefined;
  /** Refuses to start (e.g. the urge cooldown): the i18n key of the reason, or undefined. */
  precheck?: (ctx: PluginContext, ticket: ActionTicket) => string | undefined;
  /** Loads what the modal shows; replaces the default loader of the modal kind. */
  loadModalData?: (ctx: PluginContext, ticket: ActionTicket, base: ActionInput) => Promise<ModalData> | ModalData;
  /** Whether the response data counts as success (RETRY: truthy data). @default always */
  isSuccess?: (result: unknown) => boolean;
  /** i18n key of the toast when `isSuccess` says no. @default 'actions.errors.executionError' */
  failureToast?: string;
  /** After success (toast shown). @default refresh the ticket */
  onSuccess?: (ctx: PluginContext, outcome: ActionOutcome) => void;
  /** After a failure or a falsy success check; `outcome.message` is the translated reason. */
  onFailure?: (ctx: PluginContext, outcome: ActionOutcome) => void;
}

/** What `onSuccess` / `onFailure` of an action see. */
export interface ActionOutcome {
  type: string;
  ticket: ActionTicket;
  input: ActionInput;
  hooks: ActionHooks;
  /** Response data. */
  result?: unknown;
  /** Translated failure message. */
  message?: string;
}

/** A page block plugin. */
export interface BlockDefinition<C = unknown> {
  /** Name used by page JSON (`worklist`, `errorPage`). */
  name: string;
  component: C;
  /** JSON Schema of the block's props, checked with ajv when pages load. */
  propsSchema?: Record<string, unknown>;
  /**
   * The block renders forms: wait for `runtime.ensurePlugins()` (the lazily
   * loaded field types) before it mounts. @default false
   */
  requiresLazyPlugins?: boolean;
  /** The plugin's own texts (domain -> { zh, en }), added to i18n when the plugin is registered. */
  locales?: PluginLocales;
  setup?: (ctx: PluginContext) => Disposer | void;
  override?: boolean;
}

/**
 * What `defineFieldType` takes: a definition whose `mapProps` returns (part
 * of) its component's props, and whose component, for a type declared in
 * {@link FieldTypeRegistry}, takes the declared props.
 */
export interface FieldTypeInput<T extends string, C, R = C> extends Omit<FieldTypeDefinition<C>, 'type' | 'mapProps' | 'readPretty'> {
  type: T;
  readPretty?: R;
  mapProps?: (xProps: Readonly<Record<string, unknown>>) => Partial<MappedPropsOf<C>>;
}

/** A declared type's component must take the declared props (an error names the type otherwise). */
type DeclaredComponentCheck<T extends string, C> = T extends keyof FieldTypeRegistry
  ? [FieldTypeRegistry[T]] extends [PropsOfComponent<C>]
    ? unknown
    : { component: `component props do not match FieldTypeRegistry['${T}']` }
  : unknown;

type DeclaredBlockCheck<N extends string, C> = N extends keyof BlockPropsRegistry
  ? [BlockPropsRegistry[N]] extends [PropsOfComponent<C>]
    ? unknown
    : { component: `component props do not match BlockPropsRegistry['${N}']` }
  : unknown;

/** What `defineBlock` takes: a block whose component takes the props declared for its name. */
export interface BlockInput<N extends string, C> extends Omit<BlockDefinition<C>, 'name'> {
  name: N;
}

/** Typed identity helpers (they exist for inference, type checks and to mark plugin modules). */
export function defineFieldType<const T extends string, C, R = C>(def: FieldTypeInput<T, C, R> & DeclaredComponentCheck<T, C>): FieldTypeDefinition<C | R> {
  return def as unknown as FieldTypeDefinition<C | R>;
}
export function defineAction<C>(def: ActionDefinition<C>): ActionDefinition<C> {
  return def;
}
export function defineBlock<const N extends string, C>(def: BlockInput<N, C> & DeclaredBlockCheck<N, C>): BlockDefinition<C> {
  return def;
}

/** How the server spells a type in the registry: upper case, `-` as `_` (`table-form` -> `TABLE_FORM`). */
export function registryTypeOf(type: string | undefined): string {
  return (type ?? '').trim().toUpperCase().replace(/-/g, '_');
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}

interface Table<T> {
  register(def: T): void;
  get(key: string): T | undefined;
  has(key: string): boolean;
  list(): T[];
}

function createTable<T extends { override?: boolean }>(kind: string, keyOf: (def: T) => string): Table<T> {
  const map = new Map<string, T>();
  return {
    register(def) {
      const key = keyOf(def);
      if (!key) throw new RegistryError(`A ${kind} needs a non-empty name.`);
      if (map.has(key) && !def.override) {
        throw new RegistryError(`${kind} "${key}" is already registered; pass override: true to replace it.`);
      }
      map.set(key, def);
    },
    get: (key) => map.get(key),
    has: (key) => map.has(key),
    list: () => [...map.values()],
  };
}

export interface Registry<FC = unknown, AC = unknown, BC = unknown> {
  fields: Table<FieldTypeDefinition<FC>>;
  actions: Table<ActionDefinition<AC>>;
  blocks: Table<BlockDefinition<BC>>;
}

export function createRegistry<FC = unknown, AC = unknown, BC = unknown>(): Registry<FC, AC, BC> {
  return {
    fields: createTable<FieldTypeDefinition<FC>>('Field type', (d) => d.type),
    actions: createTable<ActionDefinition<AC>>('Action', (d) => d.type),
    blocks: createTable<BlockDefinition<BC>>('Block', (d) => d.name),
  };
}

/**
 * A plugin known by its key whose code loads on first use: a field type (`INPUT`) or an action
 * (`TRANSFER`) and a loader of its definition (a dynamic import, so the code is its own chunk).
 * @example { type: 'TABLE_FORM', load: () => import('./TABLE_FORM').then((m) => m.tableFormField) }
 */
export interface LazyPlugin<T> {
  type: string;
  load: () => Promise<T>;
}

/** Plugin lists handed to `createRuntime` (never registered by import side effect). */
export interface PluginSet<FC = unknown, AC = unknown, BC = unknown> {
  fields?: ReadonlyArray<FieldTypeDefinition<FC>>;
  actions?: ReadonlyArray<ActionDefinition<AC>>;
  blocks?: ReadonlyArray<BlockDefinition<BC>>;
  /** Field types registered when a form first needs them (`runtime.ensureFieldTypes`). */
  lazyFields?: ReadonlyArray<LazyPlugin<FieldTypeDefinition<FC>>>;
  /** Actions registered when an action bar first shows them (`runtime.ensureActions`). */
  lazyActions?: ReadonlyArray<LazyPlugin<ActionDefinition<AC>>>;
}
