// AI helpers (service-desk §3, §6, §7, §8): rules by process, streamed calls over fetch (abortable), the record calls.
export { aiPaths, aiProcessIdOf, aiVersionOf, AI_ALL_ACCOUNTS, type AiStreamKind, type AiVersion } from './paths';
export { readAiGenerateRules, readAiRule, withGenerateRules, type AiGenerateRule, type AiRule } from './rules';
export { createSseParser, SSE_DONE, type SseParser } from './sse';
export { aiEventText, AiHttpError, AiStreamError, AI_NETWORK_NOT_OK, isAiHttpError, isAiStreamError, readAiStream, type AiStreamRequest, type AiStreamResult } from './stream';
export { createAiClient, type AiClient, type AiClientContext, type AiRecord, type AiStreamCallOptions } from './client';
export { aiTextToHtml } from './text';
export { formGenerateRules, withFormGenerateRules, type AiFormTarget } from './form-rules';
