// Create by voice (/orderCreateByVoice, issue 22 item 1): the calls and rules of the page, free of React: the
// service list, which fields of the service's form the spoken text goes to, and the create page's address that
// prefills them (`modelAnalysis`, spec §2) so the user reviews the ticket before submitting it.
import { flattenFields } from '@core/form/data/fields';
import { MODEL_ANALYSIS_PARAM } from '@core/form/data/model-analysis';
import { interpretFormSchema, type InterpretOptions } from '@core/form/interpreter';
import type { NormalizedField } from '@core/form/types';
import type { RequestClient } from '@core/request/types';
import { textToParagraphs } from '@core/records';
import { templateQuery, FLOW_PAGE_SIZE } from '../flow-center';
import { readOrderDetail, readPage, readTemplate, ticketPaths, ticketRoutes, type ProcessTemplateRecord } from '../ticket-shared/model';

/** Services shown in the picker (the flow center's page size). */
export const VOICE_TEMPLATE_PAGE_SIZE = FLOW_PAGE_SIZE;
/** Services fetched at once to find the one of the address by its id (the list call carries the names). */
export const TEMPLATE_LOOKUP_SIZE = 100;
/** Longest title taken from the spoken text, in characters. */
export const TITLE_MAX_LENGTH = 50;

/** The services the user may start, searched by name. */
export async function loadTemplates(request: RequestClient, search: string | undefined, signal?: AbortSignal): Promise<ProcessTemplateRecord[]> {
  const page = await request.post<unknown>(request.path('business', ticketPaths.processList), templateQuery(search, VOICE_TEMPLATE_PAGE_SIZE), { signal, silent: true });
  return readPage(page, readTemplate).records.slice(0, VOICE_TEMPLATE_PAGE_SIZE);
}

/** The service of an id (its id or key), or null when the user may not start it. */
export async function findTemplate(request: RequestClient, processDefId: string, signal?: AbortSignal): Promise<ProcessTemplateRecord | null> {
  const page = await request.post<unknown>(request.path('business', ticketPaths.processList), templateQuery(undefined, TEMPLATE_LOOKUP_SIZE), { signal, silent: true });
  return readPage(page, readTemplate).records.find((r) => r.processDefId === processDefId || r.processDefKey === processDefId) ?? null;
}

/** A field the text can go to. */
export interface TextTarget {
  code: string;
  /** The field's title (shown when the text goes somewhere unexpected). */
  title: string;
  /** RICH_TEXT takes HTML; INPUT and TEXTAREA plain text. */
  rich: boolean;
}

/** Where the spoken text goes in a service's form. */
export interface FillPlan {
  /** Gets the first sentence. */
  title?: TextTarget;
  /** Gets the whole text. */
  description?: TextTarget;
  /**
   * Neither a title nor a description: the whole text goes to the form's first text field (`title` is unset,
   * `description` is that field), and the page says so.
   */
  fallback: boolean;
}

/** Server types that hold typed text. */
const TEXT_TYPES = new Set(['INPUT', 'TEXTAREA', 'RICH_TEXT']);
/** How a title field is called when its code is not `title`. */
const TITLE_NAME = /标题|title/i;

const targetOf = (field: NormalizedField): TextTarget => ({ code: field.code, title: field.title, rich: field.type === 'RICH_TEXT' });

/**
 * Picks the fields of a form: the title (code `title`, else the first INPUT called 标题/Title), the description
 * (code `description`, else the first RICH_TEXT, else the first TEXTAREA); with neither, the first text field.
 * Fields are taken in the form's display order; containers are walked.
 */
export function fillPlanOf(fields: readonly NormalizedField[]): FillPlan {
  const all = flattenFields(fields).filter((f) => TEXT_TYPES.has(f.type));
  const title = all.find((f) => f.code === 'title') ?? all.find((f) => f.type === 'INPUT' && TITLE_NAME.test(f.title));
  const rest = all.filter((f) => f !== title);
  const description = rest.find((f) => f.code === 'description') ?? rest.find((f) => f.type === 'RICH_TEXT') ?? rest.find((f) => f.type === 'TEXTAREA');
  if (title || description) return { ...(title ? { title: targetOf(title) } : {}), ...(description ? { description: targetOf(description) } : {}), fallback: false };
  const first = all[0];
  return first ? { description: targetOf(first), fallback: true } : { fallback: true };
}

/** The fill plan of a service's create form (`formDataInfo`); a form that cannot be read has no plan. */
export function fillPlanOfSchema(schema: unknown, options: InterpretOptions): FillPlan | null {
  const result = interpretFormSchema(schema, options);
  return result.ok ? fillPlanOf(result.form.fields) : null;
}

/** The service's create form (GET body/create, as the create page loads it), read into a fill plan. */
export async function loadFillPlan(request: RequestClient, processDefId: string, options: InterpretOptions, signal?: AbortSignal): Promise<FillPlan | null> {
  const body = await request.get<unknown>(request.path('business', ticketPaths.createBody(processDefId)), { signal, silent: true });
  return fillPlanOfSchema(readOrderDetail(body).formDataInfo, options);
}

/**
 * The first sentence of a text: up to the first 。！？!? or line break, or a full stop followed by a space or the end
 * (so "v2.5" stays whole), at most {@link TITLE_MAX_LENGTH} characters; the end mark is dropped.
 */
export function firstSentence(text: string, max = TITLE_MAX_LENGTH): string {
  const trimmed = text.trim();
  const end = trimmed.search(/[。！？!?\n\r]|\.(?=\s|$)/);
  const sentence = (end === -1 ? trimmed : trimmed.slice(0, end)).trim();
  return Array.from(sentence).slice(0, max).join('').trim();
}

/** Plain text as rich text: each non-empty line a paragraph (trimmed), HTML-escaped. */
export function textToHtml(text: string): string {
  return textToParagraphs(text.split(/\r?\n/).map((line) => line.trim()).join('\n'));
}

/** The `modelAnalysis` values (field code → value) of a text. */
export function fillValues(plan: FillPlan, text: string): Record<string, string> {
  const whole = text.trim();
  const values: Record<string, string> = {};
  if (!whole) return values;
  if (plan.title) values[plan.title.code] = firstSentence(whole);
  if (plan.description) values[plan.description.code] = plan.description.rich ? textToHtml(whole) : whole;
  return values;
}

/** The create page of the service, prefilled with the values (none: the plain create page). */
export function fillAddress(processDefId: string, values: Record<string, string>): string {
  const base = ticketRoutes.create(processDefId);
  return Object.keys(values).length === 0 ? base : `${base}&${MODEL_ANALYSIS_PARAM}=${encodeURIComponent(JSON.stringify(values))}`;
}

/** A new recording's text after what the box holds: on a line of its own, nothing of the earlier text lost. */
export function appendText(existing: string, added: string): string {
  const next = added.trim();
  if (!next) return existing;
  if (!existing.trim()) return next;
  return /\n\s*$/.test(existing) ? `${existing}${next}` : `${existing.replace(/[ \t]+$/, '')}\n${next}`;
}
