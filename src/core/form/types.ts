/**
 * Shared types of the form runtime: the server's form schema as it arrives,
 * the normalised field model, field-state patches produced by linkage and
 * permissions, options and validation results. Framework-free.
 */

/** Field width keys of `x-props.fieldWidth`. */
export type FieldWidth = 'full' | 'half' | 'third' | 'quarter';

/** One server rule entry of `x-rules` (Formily 1.0 style; every key optional). */
export interface ServerRule {
  required?: boolean;
  message?: string;
  pattern?: string;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  /** Any further server keys are kept and may be read by the rule compiler. */
  [key: string]: unknown;
}

/** One property of the server's form schema (`formDataInfo.properties[fieldCode]`). */
export interface ServerFieldSchema {
  key?: string;
  dropId?: string;
  title?: string;
  default?: unknown;
  attrId?: string;
  firstId?: string;
  cmdbModelId?: string;
  type?: string;
  /** Server type (`INPUT`, `ADD_GROUP` ...). */
  'x-component'?: string;
  /** Ordering; fields that share an index or have none are kept in arrival order. */
  'x-index'?: number;
  /** Component props, translated by our interpreter (never Formily's 1.0 polyfill). */
  'x-props'?: Record<string, unknown>;
  /** Rules: a single rule, a list, or a bare `required` boolean. */
  'x-rules'?: ServerRule | ServerRule[] | boolean;
  /** Nested fields of an ADD_GROUP container. */
  properties?: Record<string, ServerFieldSchema>;
  [key: string]: unknown;
}

/** The server's form schema (`formDataInfo`). */
export interface ServerFormSchema {
  type?: 'object' | string;
  properties: Record<string, ServerFieldSchema>;
  [key: string]: unknown;
}

/** A field after interpretation (flat list entry, containers keep their children). */
export interface NormalizedField {
  /** Field code (the property key). */
  code: string;
  /** Dotted path in the form (`group1.fieldA` for fields inside a container that nests values; plain code otherwise). */
  path: string;
  /** Server type, upper case. */
  type: string;
  /** Registered plugin type, or `undefined` when the type is unknown ("No such component, please register"). */
  pluginType?: string;
  title: string;
  width: FieldWidth;
  /** Original `x-index` (may be undefined). */
  index?: number;
  /** Props for the component (translated from `x-props`). */
  props: Record<string, unknown>;
  /** Raw x-props, kept for rule compilation and linkage. */
  xProps: Record<string, unknown>;
  /** Normalised server rules. */
  rules: ServerRule[];
  required: boolean;
  defaultValue?: unknown;
  /** Parent field code (cascade / rules tied to a parent field). */
  firstId?: string;
  children?: NormalizedField[];
  /** The original server property. */
  source: ServerFieldSchema;
}

/** Patch of one field's state. Absent keys are left unchanged. */
export interface FieldStatePatch {
  visible?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  value?: unknown;
  /** Option visibility / content changes (see the linkage engine). */
  options?: OptionPatch;
  /**
   * Show the saved display value instead of resolving live options (finished
   * orders, dataStatus 20, for read-only fields). Set by the permission layer.
   */
  useSavedDisplay?: boolean;
}

export type OptionPatch =
  | { mode: 'show'; values: string[] }
  | { mode: 'hide'; values: string[] }
  | { mode: 'showPrepend'; values: string[] }
  | { mode: 'showAll' }
  | { mode: 'add'; options: OptionItem[] }
  | { mode: 'change'; options: OptionItem[] };

/**
 * Patches keyed by field path. Table cells use `tableCode[rowNum].columnCode`
 * with rowNum -1 meaning every row.
 */
export type FormPatch = Record<string, FieldStatePatch>;

/** The state of one field in the headless form model. */
export interface FieldState {
  visible: boolean;
  readOnly: boolean;
  disabled: boolean;
  required: boolean;
  value: unknown;
  errors: string[];
  /** See `FieldStatePatch.useSavedDisplay`. */
  useSavedDisplay?: boolean;
}

/** An option of a select-like field. */
export interface OptionItem {
  label: string;
  value: string;
  /** 0 = usable; anything else is not selectable. */
  status?: number;
  /** Dictionary options flagged deleted are shown only when already selected. */
  isDel?: boolean;
  level?: number;
  children?: OptionItem[];
  [key: string]: unknown;
}

/** Ticket status codes (dataStatus). */
export const OrderStatus = {
  UNSTARTED: -10,
  PROCESSING: 0,
  BE_PROCESSED: 10,
  FINISHED: 20,
  REJECTED: 30,
  CLOSED: 40,
  PENDING: 50,
} as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Validation context handed to every validator. */
export interface ValidationContext {
  /** All current form values by field path. */
  values: Readonly<Record<string, unknown>>;
  /** The field being validated. */
  field: NormalizedField;
  /** Translates `rules.*` keys. */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** Current time in ms (injectable for tests). */
  now: number;
  /** Current user, for parent-user rules and defaults. */
  user?: { userId: string; userName: string };
}

/** A compiled validator: returns an error message or undefined. May be async (position). */
export type Validator = (value: unknown, ctx: ValidationContext) => string | undefined | Promise<string | undefined>;
