// The create page's part of a messaging-app entry (service-desk §4): the messages read through the host bridge,
// converted and sanitised, put into the form's description; remembered per trigger so a reload does not download
// them again, forgotten after the submit. Loaded (its own chunk) only on a create page opened from a chat.
import type { Runtime } from '@core';
import type { KeyValueStorage } from '@core/storage';
import type { FormSession } from '@core/form/session';
import { isEmptyRichText } from '@core/form/rules/empty';
import { convertChatMessages, type ConvertTexts } from './convert';
import { createHostBridge, type HostBridge } from './host-bridge';
import { sanitizeChatHtml } from './sanitize';
import { STORED_CONVERSION_KEY } from './entry';

export { createHostBridge, type HostBridge } from './host-bridge';


/** The conversion remembered for `triggerId`, if any. */
export function storedConversion(storage: KeyValueStorage, triggerId: string): string | undefined {
  try {
    const value = JSON.parse(storage.getItem(STORED_CONVERSION_KEY) ?? 'null') as { triggerId?: unknown; html?: unknown } | null;
    return value && value.triggerId === triggerId && typeof value.html === 'string' ? value.html : undefined;
  } catch {
    return undefined;
  }
}


/** How long an image may take to load for its size; without one it is shown without size attributes. */
const MEASURE_TIMEOUT_MS = 5000;

/** The natural size of the image at `url`, loaded by the browser (undefined where it cannot load). */
export function measureImage(url: string): Promise<{ width: number; height: number } | undefined> {
  if (typeof Image === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(undefined), MEASURE_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : undefined);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(undefined);
    };
    image.src = url;
  });
}

/** What {@link chatDescription} needs. */
export interface ChatDescriptionOptions {
  runtime: Pick<Runtime, 'request' | 'config' | 'storage'>;
  triggerId: string;
  texts: ConvertTexts;
  /** @default the bridge of this window (createHostBridge) */
  bridge?: HostBridge;
}

/**
 * The messages of `triggerId` as sanitised rich text ('' when there are none). A remembered conversion of the same
 * trigger is used as is; a new one is remembered. Rejects only when the messages cannot be read.
 */
export async function chatDescription({ runtime, triggerId, texts, bridge }: ChatDescriptionOptions): Promise<string> {
  const stored = storedConversion(runtime.storage, triggerId);
  if (stored !== undefined) return stored;
  const host = bridge ?? createHostBridge(runtime);
  const messages = await host.getSourceMessages(triggerId);
  const html = sanitizeChatHtml(await convertChatMessages(messages, { getFile: (request) => host.getFile(request), measure: measureImage, timeZoneOffset: runtime.config.timeZoneOffset, texts }));
  runtime.storage.setItem(STORED_CONVERSION_KEY, JSON.stringify({ triggerId, html }));
  return html;
}

/** The description field of a form: the field with code `description`, else the first RICH_TEXT field. */
export function descriptionPath(session: Pick<FormSession, 'interpreted'>): string | undefined {
  const fields = [...session.interpreted.byPath.values()];
  const richText = (type: string | undefined) => type === 'RICH_TEXT';
  const byCode = fields.find((field) => field.code === 'description');
  if (byCode) return byCode.path;
  return fields.find((field) => richText(field.type) || richText(field.pluginType))?.path;
}

/** `html` after the value the description has (which an empty paragraph does not count as). */
export function appendDescription(current: unknown, html: string): string {
  const before = typeof current === 'string' && !isEmptyRichText(current) ? current : '';
  return `${before}${html}`;
}

/** Puts `html` into the form's description after what it holds; the path filled, or undefined when it has none. */
export async function applyChatDescription(session: FormSession, html: string): Promise<string | undefined> {
  const path = descriptionPath(session);
  if (!path || !html) return undefined;
  session.applyPatch({ [path]: { value: appendDescription(session.field(path)?.value, html) } });
  await session.change(path);
  return path;
}
