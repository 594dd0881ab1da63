// Messages → the ticket's rich-text description (service-desk §4, §8, §9): each message as a block with its sender
// and time (in the configured time zone), then its content. Images and files are downloaded through the get-file
// call and shown from the server's copy; at most 9 images in all (further ones are not downloaded, and say so), each
// shown at most 300x100 px; a failed download says so for that item and keeps the rest; a type this product does not
// read says "format not supported". Pure: no DOM (the markup is built from escaped text; the caller sanitises it).
import { formatInZone } from '@core/form/data/time';
import { escapeHtml } from '@core/records';

export { escapeHtml };
import type { ChatMessage, ChatPostPart } from './messages';

/** At most this many images are downloaded from one set of messages (spec §9). */
export const MAX_CHAT_IMAGES = 9;
/** An image in a message is shown at most this large (spec §9), keeping its aspect. */
export const CHAT_IMAGE_BOX = { width: 300, height: 100 } as const;
/** How a message's time is written. */
export const CHAT_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** The translated texts the conversion writes into the description. */
export interface ConvertTexts {
  /** "format not supported" (spec §8). */
  unsupported: string;
  /** An image past the 9-image limit, not downloaded. */
  imageLimit: string;
  /** An image whose download failed. */
  imageFailed: string;
  /** A file whose download failed (followed by its name). */
  fileFailed: string;
  /** Alternative text of an image without a name. */
  image: string;
  /** Name of a file that has none. */
  file: string;
}

/** A downloaded file: its address on this server and its name. */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

/** What the conversion needs from outside. */
export interface ConvertOptions {
  /** Downloads an image or a file of a message to this server (the host bridge's `getFile`). */
  getFile(request: { fileType: 'image' | 'file'; url: string }): Promise<DownloadedFile>;
  /** Minutes east of UTC the times are written in (`runtime.config.timeZoneOffset`). */
  timeZoneOffset: number;
  texts: ConvertTexts;
  /** @default MAX_CHAT_IMAGES */
  maxImages?: number;
  /**
   * The natural size of a downloaded image (the browser loads it), so the markup can carry a `width` and `height`
   * within 300x100: the rich-text editor and its read-only view keep those attributes but drop styles.
   */
  measure?(url: string): Promise<{ width: number; height: number } | undefined>;
}

/** A size scaled down (never up) to fit `box`, its aspect kept; whole pixels, at least 1. */
export function fitInBox(size: { width: number; height: number }, box: { width: number; height: number } = CHAT_IMAGE_BOX): { width: number; height: number } {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** Text as HTML with its line breaks kept. */
export function textHtml(text: string): string {
  return escapeHtml(text.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>');
}

/** Inline style of a message image: within 300x100 px, its aspect kept. */
export const CHAT_IMAGE_STYLE = `max-width:${CHAT_IMAGE_BOX.width}px;max-height:${CHAT_IMAGE_BOX.height}px;width:auto;height:auto`;

const notice = (text: string) => `<em>[${escapeHtml(text)}]</em>`;

/** The conversion of one set of messages: the 9-image budget is shared by them all. */
function converter(options: ConvertOptions) {
  const { texts, getFile } = options;
  const maxImages = options.maxImages ?? MAX_CHAT_IMAGES;
  let images = 0;

  // The budget is taken in message order when the markup is planned, so the first 9 images are the ones downloaded
  // although the downloads run at the same time.
  const image = (url: string | undefined, name?: string): Promise<string> => {
    if (images >= maxImages) return Promise.resolve(notice(texts.imageLimit));
    images += 1;
    if (!url) return Promise.resolve(notice(texts.imageFailed));
    return getFile({ fileType: 'image', url }).then(
      async (file) => {
        if (!file.url) return notice(texts.imageFailed);
        const natural = await options.measure?.(file.url).catch(() => undefined);
        const size = natural && natural.width > 0 && natural.height > 0 ? fitInBox(natural) : undefined;
        const attrs = size ? ` width="${size.width}" height="${size.height}"` : '';
        return `<img src="${escapeHtml(file.url)}" alt="${escapeHtml(name || file.fileName || texts.image)}"${attrs} style="${CHAT_IMAGE_STYLE}">`;
      },
      () => notice(texts.imageFailed),
    );
  };

  const file = (url: string | undefined, name: string | undefined): Promise<string> => {
    const failed = notice(`${texts.fileFailed}: ${name || texts.file}`);
    if (!url) return Promise.resolve(failed);
    return getFile({ fileType: 'file', url }).then(
      (saved) => (saved.url ? `<a href="${escapeHtml(saved.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(name || saved.fileName || texts.file)}</a>` : failed),
      () => failed,
    );
  };

  const part = (item: ChatPostPart): Promise<string> => {
    if (item.tag === 'at') return Promise.resolve(`@${escapeHtml(item.user_name || item.text || '')}`);
    if (item.tag === 'text') return Promise.resolve(textHtml(item.text ?? ''));
    if (item.tag === 'img') return image(item.url);
    return Promise.resolve(notice(texts.unsupported));
  };

  const content = (message: ChatMessage): Array<Promise<string>> => {
    const { content: c } = message;
    switch (message.messageType) {
      case 'text':
        return [Promise.resolve(`<p>${textHtml(c.text ?? '')}</p>`)];
      case 'image':
        return [image(c.url ?? c.file_url, c.fileName).then((html) => `<p>${html}</p>`)];
      case 'media':
      case 'file':
        return [file(c.file_url ?? c.url, c.fileName).then((html) => `<p>${html}</p>`)];
      case 'post': {
        const title = c.title ? [Promise.resolve(`<p><strong>${escapeHtml(c.title)}</strong></p>`)] : [];
        const lines = (c.post ?? []).map((line) => Promise.all(line.map(part)).then((parts) => `<p>${parts.join('')}</p>`));
        return [...title, ...lines];
      }
      default:
        return [Promise.resolve(`<p>${notice(texts.unsupported)}</p>`)];
    }
  };

  return (message: ChatMessage): Array<Promise<string>> => {
    const time = message.createTime ? formatInZone(message.createTime * 1000, options.timeZoneOffset, CHAT_TIME_FORMAT) : '';
    const head = `<p><strong>${escapeHtml(message.sender.name)}</strong>${time ? ` ${escapeHtml(time)}` : ''}</p>`;
    return [Promise.resolve(head), ...content(message)];
  };
}

/**
 * The messages as rich-text markup (not yet sanitised): one block per message, in order. Never rejects: a failed
 * download is written into the markup.
 */
export async function convertChatMessages(messages: readonly ChatMessage[], options: ConvertOptions): Promise<string> {
  const convert = converter(options);
  const blocks = messages.map((message) => Promise.all(convert(message)).then((parts) => `<div>${parts.join('')}</div>`));
  return (await Promise.all(blocks)).join('');
}
