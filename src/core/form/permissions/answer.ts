// The order permission answer read (service-desk spec §6), without building form patches: whether permissions
// apply, failed, and which codes are editable or view-only. resolve.ts turns it into field states; a page that
// shows one field on its own (the /richText document) asks `isFieldVisible` without the form code.
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
    if (!isSuccessCode(source.code)) return { failed: true };
    const data = source.data;
    if (data !== undefined && data !== null && !isRecord(data)) return { failed: true, malformed: `data must be an object, got ${describe(data)}` };
    return { failed: false, data: isRecord(data) ? data : null };
  }
  return { failed: false, data: source as OrderPermissionResponse };
}

/** 100000 as a number or numeric text; anything else (an object included) is a failure code. */
function isSuccessCode(code: unknown): boolean {
  return (typeof code === 'number' || (typeof code === 'string' && code.trim() !== '')) && Number(code) === SUCCESS_CODE;
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

/** An order permission answer, read: failed (or malformed), enabled, and the EDIT and VIEW codes (EDIT wins). */
export interface PermissionAnswer {
  failed: boolean;
  enabled: boolean;
  edit: ReadonlySet<string>;
  view: ReadonlySet<string>;
}

/** Reads a permission answer; a malformed one counts as a failed request and is told to `onMalformed`. */
export function readPermissionAnswer(source: PermissionSource, onMalformed: (reason: string, answer: unknown) => void = warnMalformed): PermissionAnswer {
  let unwrapped = unwrap(source);
  if (unwrapped.failed && unwrapped.malformed) onMalformed(unwrapped.malformed, source);
  if (!unwrapped.failed && unwrapped.data && toFlag(unwrapped.data.isPermissionEnable)) {
    // A malformed answer counts as a failed request (spec §6: visible, permission off), logged, never shown.
    const problem = permissionShapeProblem(unwrapped.data);
    if (problem) {
      onMalformed(problem, unwrapped.data);
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
      // Only a text names a type: String() of a server object can throw (`{"toString": 1}`).
      const type = typeof group.type === 'string' ? group.type.trim().toUpperCase() : '';
      const target = type === 'EDIT' ? edit : type === 'VIEW' ? view : undefined;
      if (target) for (const code of codesOf(group)) target.add(code);
    }
    for (const code of edit) view.delete(code);
  }
  return { failed: unwrapped.failed, enabled, edit, view };
}

/**
 * Whether the answer lets the user see one (value) field: permission off or a failed request shows everything;
 * enabled without a granted field hides the detail; otherwise the field must be granted (EDIT or VIEW).
 */
export function isFieldVisible(source: PermissionSource, field: string): boolean {
  const answer = readPermissionAnswer(source, () => undefined);
  if (!answer.enabled) return true;
  return answer.edit.has(field) || answer.view.has(field);
}
