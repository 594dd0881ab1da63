// The AI client: the rule and record calls through the request client, the streamed calls over fetch with the
// request client's headers (language, token), v1 or v2 by account (spec §6).
import type { AppConfig } from '../config';
import type { I18n } from '../i18n';
import { callHeaders } from '../request/headers';
import { joinApiPath } from '../request/path';
import type { RequestClient } from '../request/types';
import type { Session } from '../session/types';
import { aiPaths, aiVersionOf, type AiStreamKind, type AiVersion } from './paths';
import { readAiGenerateRules, readAiRule, type AiGenerateRule, type AiRule } from './rules';
import { readAiStream, type AiStreamResult } from './stream';

/** What the AI client needs of the runtime (a `PluginContext` has it). */
export interface AiClientContext {
  config: Pick<AppConfig, 'apiBase' | 'apiPrefixes' | 'aiAccountIds' | 'languageHeader' | 'tokenHeader'>;
  i18n: Pick<I18n, 'language'>;
  session: Pick<Session, 'getToken' | 'getLoginInfo'>;
  request: RequestClient;
}

/** Options of one streamed call. */
export interface AiStreamCallOptions {
  /** Stops the stream (the user's Stop, a closed sheet, an unmount). */
  signal?: AbortSignal;
  /** Each piece of text as it arrives, with the whole text so far. */
  onChunk?: (chunk: string, text: string) => void;
}

/** A finished result to record (createAiSummary / createAiRecommend / createAiGeneration). */
export interface AiRecord {
  ruleId: string;
  content: string;
  workOrderId?: string;
  /** For a generation: the field written. */
  fieldCode?: string;
}

export interface AiClient {
  /** v2 for the accounts in `aiAccountIds` (or everyone with `All`), else v1. */
  version(): AiVersion;
  /** Address of a streamed call for the current account. */
  streamUrl(kind: AiStreamKind): string;
  /** A streamed POST; rejects with `AiHttpError` ("Network response was not ok") or `AiStreamError`. */
  stream(kind: AiStreamKind, body: Readonly<Record<string, unknown>>, options?: AiStreamCallOptions): Promise<AiStreamResult>;
  /** The process's summary rule, if any. Silent: a failure rejects without a toast. */
  summaryRule(processId: string, signal?: AbortSignal): Promise<AiRule | undefined>;
  /** The process's recommend rule, if any (silent). */
  recommendRule(processId: string, signal?: AbortSignal): Promise<AiRule | undefined>;
  /** The process's generation rules (silent). */
  generateRules(processId: string, signal?: AbortSignal): Promise<AiGenerateRule[]>;
  /** Records a finished result (silent). */
  record(kind: 'summary' | 'recommend' | 'generation', record: AiRecord): Promise<void>;
}

const RECORD_PATHS = { summary: aiPaths.createSummary, recommend: aiPaths.createRecommend, generation: aiPaths.createGeneration } as const;

/**
 * @example const ai = createAiClient(runtime);
 * await ai.stream('chat', { ruleId, scene: 'summary', formData }, { signal, onChunk: (_, text) => show(text) });
 */
export function createAiClient(context: AiClientContext, fetcher?: typeof globalThis.fetch): AiClient {
  const { config, i18n, session, request } = context;
  const business = (path: string) => request.path('business', path);
  const client: AiClient = {
    version: () => aiVersionOf(config.aiAccountIds, session.getLoginInfo()?.user.accountId),
    streamUrl: (kind) => `${config.apiBase}${joinApiPath(config.apiPrefixes.business, aiPaths.stream(kind, client.version()))}`,
    stream: (kind, body, options = {}) =>
      readAiStream({
        url: client.streamUrl(kind),
        headers: callHeaders(config, i18n.language(), session.getToken()),
        body,
        signal: options.signal,
        onChunk: options.onChunk,
        fetch: fetcher,
      }),
    summaryRule: (processId, signal) => request.get<unknown>(business(aiPaths.summaryRule(processId)), { signal, silent: true }).then(readAiRule),
    recommendRule: (processId, signal) => request.get<unknown>(business(aiPaths.recommendRule(processId)), { signal, silent: true }).then(readAiRule),
    generateRules: (processId, signal) => request.get<unknown>(business(aiPaths.generateRules(processId)), { signal, silent: true }).then(readAiGenerateRules),
    record: async (kind, record) => {
      await request.post(business(RECORD_PATHS[kind]), record, { silent: true });
    },
  };
  return client;
}
