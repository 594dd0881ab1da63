// The AI calls (service-desk §7 "AI"): rules by process id, the records of finished results, and the streamed calls
// in their v1 and v2 forms (§6: v2 only for the configured accounts). Paths are below the business prefix.

/** The streamed calls: chat (the summary is a chat scene), solution generation (a field's text), recommendation. */
export type AiStreamKind = 'chat' | 'generate' | 'recommend';

/** Version of the streamed calls an account uses. */
export type AiVersion = 'v1' | 'v2';

const STREAM_SEGMENTS: Record<AiStreamKind, string> = { chat: 'chat', generate: 'solution/generate', recommend: 'recommend' };

const segment = (id: string) => encodeURIComponent(id);

/** Paths of the AI calls, below the business prefix (`request.path('business', …)`). */
export const aiPaths = {
  /** GET: the process's summary rule (`null` when it has none). */
  summaryRule: (processId: string) => `/ai/rule/summary/${segment(processId)}`,
  /** GET: the process's recommend rule (`null` when it has none). */
  recommendRule: (processId: string) => `/ai/rule/recommend/${segment(processId)}`,
  /** GET: the process's generation rules (a list, one per targeted field). */
  generateRules: (processId: string) => `/ai/rule/generate/${segment(processId)}`,
  /** POST: records a finished summary. */
  createSummary: '/ai/createAiSummary',
  /** POST: records finished recommended solutions. */
  createRecommend: '/ai/createAiRecommend',
  /** POST: records a finished generation. */
  createGeneration: '/ai/createAiGeneration',
  /** POST, streamed (`text/event-stream`). */
  stream: (kind: AiStreamKind, version: AiVersion) => `/ai/${version}/${STREAM_SEGMENTS[kind]}`,
} as const;

/** The account list's entry that opens v2 to everyone. */
export const AI_ALL_ACCOUNTS = 'All';

/** v2 when the account is listed in `aiAccountIds` or the list holds `All` (spec §6), else v1. */
export function aiVersionOf(aiAccountIds: readonly string[], accountId: string | undefined): AiVersion {
  if (aiAccountIds.includes(AI_ALL_ACCOUNTS)) return 'v2';
  return accountId !== undefined && accountId !== '' && aiAccountIds.includes(accountId) ? 'v2' : 'v1';
}

/** The process a rule is looked up by: the definition key (`proc-incident` of `proc-incident:3:90017`). */
export function aiProcessIdOf(processDefKey: string | undefined, processDefId: string | undefined): string {
  return processDefKey || (processDefId ?? '').split(':')[0] || '';
}
