import { usesSavedDisplay } from '../options/patch';
import type { FieldStatePatch, FormPatch, NormalizedField } from '../types';
import { keyRecord } from '../keys/records';
import { readPermissionAnswer, type PermissionSource } from './answer';

export type { FieldPermissionGroup, OrderPermissionResponse, PermissionEnvelope, PermissionFailure, PermissionSource } from './answer';

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
  const { failed, enabled, edit, view } = readPermissionAnswer(source, options.onMalformed);
  const granted = edit.size + view.size;
  const patch: FormPatch = keyRecord();

  if (!enabled) {
    eachNode(nodes, (node) => {
      patch[node.code] = { visible: true, readOnly: false };
    });
    return { enabled: false, detailVisible: true, failed, view: [], edit: [], patch };
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

