// The generation rules of a form as the create and detail pages load it (form-widgets §3: a rich-text field gets
// showAIButton and generateRuleId when a generation rule targets it).
import type { RequestClient } from '../request/types';
import { aiPaths, aiProcessIdOf } from './paths';
import { readAiGenerateRules, withGenerateRules, type AiGenerateRule } from './rules';

/** What the form's loader knows of the ticket. */
export interface AiFormTarget {
  /** The form schema (`formDataInfo`). */
  schema: unknown;
  processDefKey?: string;
  processDefId?: string;
  /** The form can be edited (the button shows only on an editable field). */
  editable: boolean;
}

/**
 * The process's generation rules when the form is editable and has a rich-text field; none otherwise or when the
 * silent call fails (the form shows without the AI button). An abort rejects.
 */
export async function formGenerateRules(request: RequestClient, target: AiFormTarget, signal?: AbortSignal): Promise<AiGenerateRule[]> {
  const processId = aiProcessIdOf(target.processDefKey, target.processDefId);
  if (!target.editable || !processId || !JSON.stringify(target.schema ?? null).includes('"RICH_TEXT"')) return [];
  try {
    return readAiGenerateRules(await request.get<unknown>(request.path('business', aiPaths.generateRules(processId)), { signal, silent: true }));
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

/** The form schema with the process's generation rules applied (the schema itself when there are none). */
export async function withFormGenerateRules(request: RequestClient, target: AiFormTarget, signal?: AbortSignal): Promise<unknown> {
  return withGenerateRules(target.schema, await formGenerateRules(request, target, signal));
}
