// What the create page opens, read from the address: a module of its own, light, since the app's entry reads it too
// (the page's first calls, first-calls.ts) and a module shared with the entry is downloaded with it.

/** What the create page opens: a template, or a saved draft. */
export type CreateTarget = { kind: 'template'; processDefId: string } | { kind: 'draft'; draftId: string };

/** Reads the target from the address: `?draftId=` wins over `?processDefId=` (also `processDefKey`, `id`). */
export function createTargetOf(params: URLSearchParams): CreateTarget | undefined {
  const draftId = (params.get('draftId') ?? '').trim();
  if (draftId) return { kind: 'draft', draftId };
  const ref = (params.get('processDefId') ?? params.get('processDefKey') ?? params.get('id') ?? '').trim();
  return ref ? { kind: 'template', processDefId: ref } : undefined;
}
