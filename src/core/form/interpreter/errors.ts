/** A server form schema the interpreter refuses, with the JSON paths that are wrong. */
export interface FormSchemaIssue {
  /** Dotted JSON path (`properties.title.x-props`), `(root)` for the document itself. */
  path: string;
  /** What is wrong (`must be object`). */
  message: string;
}

/** Returned (never thrown by the interpreter) when the server form schema is malformed. */
export class FormSchemaError extends Error {
  override name = 'FormSchemaError';
  /** Every issue found; the message names the first few. */
  readonly issues: readonly FormSchemaIssue[];
  /** Path of the first issue. */
  readonly path: string;

  constructor(issues: readonly FormSchemaIssue[]) {
    const list = issues.length > 0 ? issues : [{ path: ROOT_PATH, message: 'invalid form schema' }];
    const shown = list.slice(0, 3).map((issue) => `${issue.path}: ${issue.message}`);
    const more = list.length > 3 ? ` (and ${list.length - 3} more)` : '';
    super(shown.join('; ') + more);
    this.issues = list;
    this.path = list[0].path;
  }
}

export const ROOT_PATH = '(root)';

export function isFormSchemaError(value: unknown): value is FormSchemaError {
  return value instanceof FormSchemaError;
}

const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;

/** Turns path segments into `properties.title.x-props`; odd keys are bracketed so the path stays unambiguous. */
export function formatPath(segments: readonly (string | number)[]): string {
  if (segments.length === 0) return ROOT_PATH;
  return segments
    .map((segment, i) => {
      if (typeof segment === 'number') return `[${segment}]`;
      if (IDENTIFIER.test(segment)) return i === 0 ? segment : `.${segment}`;
      return `[${JSON.stringify(segment)}]`;
    })
    .join('');
}

/** Splits an ajv JSON pointer (`/properties/a~1b/x-rules/0`) into segments. */
export function pointerToSegments(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}
