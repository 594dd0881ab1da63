import { usesSavedDisplay } from '../options/patch';
import type { FieldStatePatch, FormPatch, NormalizedField } from '../types';
import { keyRecord } from '../keys/records';
import { isRecord } from '../../records';

/** One entry of the order permission response: a type and the field codes it covers. */
export interface FieldPermissionGroup {
  /** `VIEW` (read-only) or `EDIT` (editable). */
  type?: string | null;
  /** Field codes (objects with fieldCode/key/code are accepted too). */
  fields?: ReadonlyArray<string | { fieldCode?: string; key?: string; code?: string }> | null;
}

/** The order permission call's data (service-desk spec §3 "Permission"). */
export interface OrderPermissionResponse {
  /** Whether field permissions apply; the server sends booleans, 0/1 or strings. */
  isPermissionEnable?: boolean | number | string | null;
  fields?: FieldPermissionGroup[] | null;
}

/** A failed permission request (`{ error }`); an `Error` instance means the same. */
export interface PermissionFailure {
  error: unknown;
}

/** Envelope as the server sends it; code 100000 is success. */
export interface PermissionEnvelope {
  code: number | string;
  data?: OrderPermissionResponse | null;
  msg?: string;
  message?: string;
}

/** What `resolvePermissions` accepts: the response data, the raw envelope, or the failure. */
export type PermissionSource = OrderPermissionResponse | PermissionEnvelope | PermissionFailure | Error | null | undefined;

export interface ResolvedPermissions {
  /** Field permissions are in force. */
  enabled: boolean;
  /** False only when permissions are enabled but no field is granted: the detail is hidden. */
  detailVisible: boolean;
  /** The permission request failed, or its answer was malformed (treated as permission off, everything visible). */
  failed: boolean;
  /** Field codes granted VIEW (read-only) and EDIT. A code in both counts as EDIT. */
  view: string[];
  edit: string[];
  /** Field-state patch for the form's fields (only the listed codes when no field list was given). */
  patch: FormPatch;
}

export interface ResolvePermissionsOptions {
  /** The form's fields (tree or flat list of NormalizedFields, or plain codes); needed to hide unlisted fields. */
  fields?: Iterable<NormalizedField | string>;
  /** Order status: with 20 (finished) read-only fields show saved display values. */
  dataStatus?: number;
  /** Told why an answer was malformed (then it counts as a failed request). @default console.warn */
  onMalformed?: (reason: string, answer: unknown) => void;
}

const SUCCESS_CODE = 100000;

function toFlag(raw: unknown): boolean {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw !== 0;
  if (typeof raw === 'string') return ['1', 'true', 'y', 'yes'].includes(raw.trim().toLowerCase());
  return false;
}

type Unwrapped = { failed: true; malformed?: string } | { failed: false; data: OrderPermissionResponse | null };

function unwrap(source: PermissionSource): Unwrapped {
  if (source instanceof Error) return { failed: true };
  if (source === null || source === undefined) return { failed: false, data: null };
  if (!isRecord(source)) return { failed: true, malformed: `the answer must be an object, got ${describe(source)}` };
  if ('error' in source) return { failed: true };
  if ('code' in source && !('isPermissionEnable' in source)) {
    if (Number(source.code) !== SUCCESS_CODE) return { failed: true };
    const data = source.data;
    if (data !== undefined && data !== null && !isRecord(data)) return { failed: true, malformed: `data must be an object, got ${describe(data)}` };
    return { failed: false, data: isRecord(data) ? data : null };
  }
  return { failed: false, data: source as OrderPermissionResponse };
}

function codesOf(group: FieldPermissionGroup): string[] {
  const out: string[] = [];
  for (const item of group.fields ?? []) {
    if (typeof item === 'string') {
      if (item) out.push(item);
    } else if (isRecord(item)) {
      const code = item.fieldCode ?? item.key ?? item.code;
      if (typeof code === 'string' && code) out.push(code);
    }
  }
  return out;
}

/**
 * Why an enabled permission answer cannot be read, or undefined when its shape is right: `fields` is a
 * list (or absent), each group an object whose `fields` is a list (or absent) of codes or objects.
 */
export function permissionShapeProblem(data: OrderPermissionResponse): string | undefined {
  const groups: unknown = data.fields;
  if (groups === undefined || groups === null) return undefined;
  if (!Array.isArray(groups)) return `fields must be a list, got ${describe(groups)}`;
  for (const [i, group] of groups.entries()) {
    if (!isRecord(group)) return `fields[${i}] must be an object, got ${describe(group)}`;
    const codes = group.fields;
    if (codes === undefined || codes === null) continue;
    if (!Array.isArray(codes)) return `fields[${i}].fields must be a list, got ${describe(codes)}`;
    for (const [j, item] of codes.entries()) {
      if (typeof item !== 'string' && !isRecord(item)) return `fields[${i}].fields[${j}] must be a code or an object, got ${describe(item)}`;
    }
  }
  return undefined;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : typeof value;
}

const warnMalformed = (reason: string, answer: unknown): void => {
  console.warn(`[permissions] malformed permission answer (${reason}); treated as a failed request: visible, permission off`, answer);
};

interface FieldNode {
  code: string;
  children: FieldNode[];
}

function toNodes(fields: Iterable<NormalizedField | string>): FieldNode[] {
  const convert = (field: NormalizedField | string): FieldNode =>
    typeof field === 'string' ? { code: field, children: [] } : { code: field.path, children: (field.children ?? []).map(convert) };
  return [...fields].map(convert);
}

function eachNode(nodes: readonly FieldNode[], visit: (node: FieldNode) => void): void {
  for (const node of nodes) {
    visit(node);
    eachNode(node.children, visit);
  }
}

/**
 * Applies the order permission response (service-desk spec §6):
 * - permission disabled: everything visible and editable;
 * - enabled but no field granted: the detail is hidden;
 * - failed request, or an answer of the wrong shape (see `permissionShapeProblem`; logged with
 *   `console.warn` unless `onMalformed` is given): visible, permission off;
 * - otherwise EDIT = editable, VIEW = read-only, unlisted = hidden (a container
 *   stays visible while any of its children is).
 */
export function resolvePermissions(source: PermissionSource, options: ResolvePermissionsOptions = {}): ResolvedPermissions {
  const nodes = options.fields ? toNodes(options.fields) : [];
  let unwrapped = unwrap(source);
  if (unwrapped.failed && unwrapped.malformed) (options.onMalformed ?? warnMalformed)(unwrapped.malformed, source);
  if (!unwrapped.failed && unwrapped.data && toFlag(unwrapped.data.isPermissionEnable)) {
    // A malformed answer counts as a failed request (spec §6: visible, permission off), logged, never shown.
    const problem = permissionShapeProblem(unwrapped.data);
    if (problem) {
      (options.onMalformed ?? warnMalformed)(problem, unwrapped.data);
      unwrapped = { failed: true };
    }
  }
  const data = unwrapped.failed ? null : unwrapped.data;
  const enabled = !!data && toFlag(data.isPermissionEnable);

  const edit = new Set<string>();
  const view = new Set<string>();
  if (enabled) {
    for (const group of data.fields ?? []) {
      if (!isRecord(group)) continue;
      const type = String(group.type ?? '').toUpperCase();
      const target = type === 'EDIT' ? edit : type === 'VIEW' ? view : undefined;
      if (target) for (const code of codesOf(group)) target.add(code);
    }
    for (const code of edit) view.delete(code);
  }
  const granted = edit.size + view.size;
  const patch: FormPatch = keyRecord();

  if (!enabled) {
    eachNode(nodes, (node) => {
      patch[node.code] = { visible: true, readOnly: false };
    });
    return { enabled: false, detailVisible: true, failed: unwrapped.failed, view: [], edit: [], patch };
  }
  if (granted === 0) {
    eachNode(nodes, (node) => {
      patch[node.code] = { visible: false };
    });
    return { enabled: true, detailVisible: false, failed: false, view: [], edit: [], patch };
  }

  const grant = (code: string): FieldStatePatch | undefined => {
    if (edit.has(code)) return { visible: true, readOnly: false };
    if (view.has(code)) {
      return usesSavedDisplay(options.dataStatus, true) ? { visible: true, readOnly: true, useSavedDisplay: true } : { visible: true, readOnly: true };
    }
    return undefined;
  };
  const resolve = (node: FieldNode): boolean => {
    const childVisible = node.children.map(resolve).some(Boolean);
    const own = grant(node.code);
    if (own) {
      patch[node.code] = own;
      return true;
    }
    patch[node.code] = { visible: node.children.length > 0 && childVisible };
    return node.children.length > 0 && childVisible;
  };
  nodes.forEach(resolve);
  if (nodes.length === 0) {
    for (const code of [...edit, ...view]) patch[code] = grant(code) ?? {};
  }
  return { enabled: true, detailVisible: true, failed: false, view: [...view], edit: [...edit], patch };
}

/**
 * Read-only form mode: every value field read-only except those in the
 * editable list. Containers are left alone (their children carry the state).
 */
export function readOnlyFormPatch(fields: Iterable<NormalizedField | string>, editableFields: Iterable<string> = []): FormPatch {
  const editable = new Set(editableFields);
  const patch: FormPatch = keyRecord();
  eachNode(toNodes(fields), (node) => {
    if (node.children.length > 0) return;
    patch[node.code] = { readOnly: !editable.has(node.code) };
  });
  return patch;
}
