import type { FormValidationResult } from '@core/form/controller';
import type { SchemaFormMode } from '@react/form/types';

/** The create-form response (`GET /mdl/instance/body/create/{processDefId}`), the parts the preview reads. */
export interface CreateFormResponse {
  formDataInfo: unknown;
  formData?: Record<string, unknown>;
}

/** What the result panel shows. */
export type PreviewResult =
  | { kind: 'invalid'; errors: FormValidationResult['errors'] }
  | { kind: 'valid' }
  | { kind: 'submitted'; values: Record<string, unknown> };

/** API path (below the request client's prefix) of a workflow's create form. */
export function createFormPath(workflow: string): string {
  return `/mdl/instance/body/create/${encodeURIComponent(workflow)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Reads the response defensively: the schema itself is checked by the interpreter, not here. */
export function readCreateForm(data: unknown): CreateFormResponse {
  if (!isRecord(data)) return { formDataInfo: data, formData: {} };
  return { formDataInfo: data.formDataInfo, formData: isRecord(data.formData) ? data.formData : {} };
}

/** Validation errors as `[path, first message]`, in the order given. */
export function errorList(errors: FormValidationResult['errors']): Array<[string, string]> {
  return Object.entries(errors).map(([path, messages]) => [path, messages[0] ?? '']);
}

/** The query parameter that picks the preview's mode; only `readOnly` changes anything. */
export const PREVIEW_MODE_PARAM = 'mode';

/** The form mode named in the address: `readOnly`, else `edit`. */
export function previewModeOf(params: URLSearchParams): SchemaFormMode {
  return params.get(PREVIEW_MODE_PARAM) === 'readOnly' ? 'readOnly' : 'edit';
}

/** The address parameters with the mode set (edit drops the parameter); the other parameters stay. */
export function withPreviewMode(params: URLSearchParams, mode: SchemaFormMode): URLSearchParams {
  const next = new URLSearchParams(params);
  if (mode === 'readOnly') next.set(PREVIEW_MODE_PARAM, 'readOnly');
  else next.delete(PREVIEW_MODE_PARAM);
  return next;
}
