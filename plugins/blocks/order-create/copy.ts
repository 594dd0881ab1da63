// A copied ticket on the create page (COPY, "copy and create"; entry context `copy`). The copy is a
// new ticket: only the requester's side of the form carries over, i.e. the fields the requester can
// edit on this create form once it has loaded (its form-load rules applied). AUTO_NUMBER fields
// (numbered by the server on submit) and fields that are hidden, read-only or disabled here (the
// handlers' solution, root cause, close code ...) keep the new ticket's own value, whatever the
// copy holds.
import type { FormSession } from '@core/form/session';
import type { FormPatch } from '@core/form/types';

/** Field types whose value the server assigns; never copied. */
const SERVER_ASSIGNED = new Set(['AUTO_NUMBER']);

/** The patch that puts the copied values into the editable fields of a loaded create form. */
export function copyPatch(session: FormSession, values: Readonly<Record<string, unknown>>): FormPatch {
  const patch: FormPatch = {};
  for (const [path, value] of Object.entries(values)) {
    const field = session.interpreted.byPath.get(path);
    if (!field || SERVER_ASSIGNED.has(field.type) || SERVER_ASSIGNED.has(field.pluginType ?? '')) continue;
    // Containers (groups) hold no value of their own.
    if (session.valueKindOf(field) === 'container') continue;
    const state = session.controller.getState(path);
    if (!state || !state.visible || state.readOnly || state.disabled) continue;
    patch[path] = { value: structuredClone(value) };
  }
  return patch;
}

/**
 * Fills a loaded create form with a copy: the editable fields only, then each changed field's local
 * rules, cascade and hooks run as for typed input. linkFieldContent is skipped meanwhile (spec:
 * skipped when copying form data) through `setCopying`, which the session's `linkage.copying` reads.
 * Returns the paths filled.
 */
export async function applyCopy(session: FormSession, values: Readonly<Record<string, unknown>>, setCopying: (copying: boolean) => void): Promise<string[]> {
  const patch = copyPatch(session, values);
  const paths = Object.keys(patch);
  if (paths.length === 0) return paths;
  session.applyPatch(patch);
  setCopying(true);
  try {
    const changes = paths.map((path) => session.change(path));
    setCopying(false);
    await Promise.all(changes);
  } finally {
    setCopying(false);
  }
  return paths;
}
