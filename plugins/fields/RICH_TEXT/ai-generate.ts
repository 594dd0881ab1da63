// The AI generation of a rich-text field (service-desk §3, form-widgets §3), a chunk of its own loaded on the first
// tap of the AI button: the rule's stream written into the field as it arrives, sanitised.
import type { Runtime } from '@core';
import type { AiStreamResult } from '@core/ai/stream';
import { loadAiKit, type AiKit } from '@core/ai/lazy';
import { isEmptyRichText } from './normalize';
import { sanitizeRichText } from './sanitize';

export interface GenerateOptions {
  runtime: Runtime;
  fetch: typeof globalThis.fetch | undefined;
  ruleId: string;
  /** The form's values (the rule reads its source fields). */
  formData: Record<string, unknown>;
  /** The field's content before: the text is added after it. */
  before: string;
  signal: AbortSignal;
  /** The field's new content (sanitised) after each piece. */
  onHtml: (html: string) => void;
}

/** The AI kit once a generation has loaded it (the failure texts read its error kinds). */
let kit: AiKit | undefined;

/** The field's content with `text` (made HTML by `toHtml`, the kit's `aiTextToHtml`) added. */
export function withGeneratedText(before: string, text: string, toHtml: (text: string) => string): string {
  return sanitizeRichText((isEmptyRichText(before) ? '' : before) + toHtml(text));
}

/** Streams the generation into the field; a finished one is recorded (createAiGeneration, silent). */
export async function generate(options: GenerateOptions): Promise<AiStreamResult> {
  kit = await loadAiKit();
  const { aiTextToHtml } = kit;
  const client = kit.createAiClient(options.runtime, options.fetch);
  const result = await client.stream('generate', { ruleId: options.ruleId, formData: options.formData }, {
    signal: options.signal,
    onChunk: (_chunk, text) => options.onHtml(withGeneratedText(options.before, text, aiTextToHtml)),
  });
  if (!result.stopped && result.text.trim()) client.record('generation', { ruleId: options.ruleId, content: result.text }).catch(() => undefined);
  return result;
}

/** The translation key of a failure (users never see the raw message), or the server's own message for an error event. */
export function generateErrorText(error: unknown, t: (key: string) => string): string {
  if (kit?.isAiHttpError(error)) return t('richText.aiNotOk');
  if (kit?.isAiStreamError(error) && error.kind === 'business' && error.message) return error.message;
  return t('richText.aiFailed');
}
