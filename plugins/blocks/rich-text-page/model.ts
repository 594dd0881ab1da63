// The /richText page's source and loading (service-desk §1 "/richText: rich text display", issue 16 item 8), free of
// React: which document the address names (a reply's full text, or a rich-text field of the ticket's form) and how
// it is loaded. The markup is returned as stored: the page sanitises it before display.
import { isFieldVisible, type PermissionSource } from '@core/form/permissions/answer';
import type { RequestClient } from '@core/request/types';
import { loadReplyReader } from '../detail-tab-reply';
import { isRecord, readOrderDetail, ticketPaths } from '../ticket-shared/model';

/** What the address names. */
export type RichTextSource = { kind: 'reply'; workOrderId: string; replyId: string } | { kind: 'field'; workOrderId: string; field: string };

/** The document the page shows. */
export interface RichTextDocument {
  source: RichTextSource;
  /** Rich-text HTML as stored (sanitised by the page). */
  html: string;
  /** The field's title (field documents; '' when the schema gives none). */
  title: string;
  /** The reply's author (reply documents). */
  authorName?: string;
  /** The reply's time, ms (reply documents). */
  time?: number;
}

/** `/richText?workOrderId=&replyId=` or `/richText?workOrderId=&field=`; undefined when the address names neither. */
export function richTextSourceOf(params: URLSearchParams): RichTextSource | undefined {
  const workOrderId = (params.get('workOrderId') ?? params.get('id') ?? '').trim();
  if (!workOrderId) return undefined;
  const replyId = (params.get('replyId') ?? '').trim();
  if (replyId) return { kind: 'reply', workOrderId, replyId };
  const field = (params.get('field') ?? params.get('fieldCode') ?? '').trim();
  if (field) return { kind: 'field', workOrderId, field };
  return undefined;
}

/** A field of the form schema. */
export interface SchemaFieldInfo {
  title: string;
  component: string;
}

function schemaOf(formDataInfo: unknown): unknown {
  if (typeof formDataInfo !== 'string') return formDataInfo;
  try {
    return JSON.parse(formDataInfo) as unknown;
  } catch {
    return undefined;
  }
}

function titleOf(raw: unknown, language: string): string {
  if (typeof raw === 'string') return raw;
  if (isRecord(raw)) {
    const own = raw[language.startsWith('en') ? 'en' : 'zh'] ?? raw.zh ?? raw.en;
    return typeof own === 'string' ? own : '';
  }
  return '';
}

/** The field `code` of a form schema (searched through containers), with its title in `language`. */
export function findSchemaField(formDataInfo: unknown, code: string, language = 'zh'): SchemaFieldInfo | undefined {
  const walk = (node: unknown): SchemaFieldInfo | undefined => {
    if (!isRecord(node) || !isRecord(node.properties)) return undefined;
    for (const [key, child] of Object.entries(node.properties)) {
      if (!isRecord(child)) continue;
      if (key === code) {
        const component = child['x-component'];
        return { title: titleOf(child.title, language), component: typeof component === 'string' ? component : '' };
      }
      const inner = walk(child);
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(schemaOf(formDataInfo));
}

/** Options of {@link loadRichTextDocument}. */
export interface LoadRichTextOptions {
  signal?: AbortSignal;
  timeZoneOffset?: number;
  language?: string;
}

/**
 * Loads the document of `source`; undefined when there is none: no such reply, no rich-text field of that code on
 * the ticket's form, or one the user may not see. Failed calls reject (the page shows the failure with Retry).
 */
export async function loadRichTextDocument(request: RequestClient, source: RichTextSource, options: LoadRichTextOptions = {}): Promise<RichTextDocument | undefined> {
  const call = { signal: options.signal, silent: true };
  const business = (path: string) => request.path('business', path);
  if (source.kind === 'reply') {
    const { readReplyList, replyPaths } = await loadReplyReader();
    const replies = readReplyList(await request.get<unknown>(business(replyPaths.list), { ...call, params: { workOrderId: source.workOrderId } }), options.timeZoneOffset);
    const reply = replies.find((entry) => entry.id === source.replyId);
    return reply ? { source, html: reply.html, title: '', authorName: reply.authorName, time: reply.time } : undefined;
  }
  const [body, permissions] = await Promise.all([
    request.get<unknown>(business(ticketPaths.body(source.workOrderId)), call),
    request.get<unknown>(business(ticketPaths.permission(source.workOrderId)), call).catch((error: unknown): PermissionSource => {
      if (options.signal?.aborted) throw error;
      return error instanceof Error ? error : new Error('permission request failed');
    }),
  ]);
  const detail = readOrderDetail(body);
  const field = findSchemaField(detail.formDataInfo, source.field, options.language);
  if (!field || field.component !== 'RICH_TEXT' || !isFieldVisible(permissions as PermissionSource, source.field)) return undefined;
  const value = detail.formData[source.field];
  return { source, html: typeof value === 'string' ? value : '', title: field.title };
}

/** The detail page of the document's ticket (the replies tab for a reply). */
export function ticketPathOf(source: RichTextSource): string {
  const query = new URLSearchParams({ id: source.workOrderId });
  if (source.kind === 'reply') query.set('tab', 'reply');
  return `/orderDetails?${query.toString()}`;
}
