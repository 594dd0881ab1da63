// A messaging-app message (service-desk §3 "Messaging-app message"), read defensively from whatever the host or
// the server hands over. No React here.

/** One part of a rich (`post`) message's paragraph. */
export interface ChatPostPart {
  tag: 'at' | 'text' | 'img' | string;
  text?: string;
  user_name?: string;
  url?: string;
}

/** A message the ticket is created from. */
export interface ChatMessage {
  /** text, image, media, file, post; any other type is shown as "format not supported". */
  messageType: 'text' | 'image' | 'media' | 'file' | 'post' | (string & {});
  sender: { name: string };
  /** Seconds since the epoch. */
  createTime: number;
  content: {
    text?: string;
    url?: string;
    file_url?: string;
    fileName?: string;
    title?: string;
    /** Paragraphs of parts. */
    post?: ChatPostPart[][];
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

function readPart(value: unknown): ChatPostPart | undefined {
  if (!isRecord(value) || typeof value.tag !== 'string') return undefined;
  const part: ChatPostPart = { tag: value.tag };
  const text = str(value.text);
  const userName = str(value.user_name);
  const url = str(value.url);
  if (text !== undefined) part.text = text;
  if (userName !== undefined) part.user_name = userName;
  if (url !== undefined) part.url = url;
  return part;
}

/** A host may send the content as a JSON string (Lark does): parsed when it is one, else an empty content. */
function contentOf(value: unknown): Record<string, unknown> {
  if (isRecord(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return isRecord(parsed) ? parsed : { text: value };
    } catch {
      return { text: value };
    }
  }
  return {};
}

/** Seconds since the epoch; a millisecond value (13 digits) is taken as such. */
function seconds(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return 0;
  return n > 1e11 ? Math.floor(n / 1000) : n;
}

/** One message, or undefined when it is not one (no type). */
export function readChatMessage(value: unknown): ChatMessage | undefined {
  if (!isRecord(value)) return undefined;
  const messageType = str(value.messageType ?? value.msg_type ?? value.message_type);
  if (!messageType) return undefined;
  const sender = isRecord(value.sender) ? value.sender : {};
  const raw = contentOf(value.content);
  const content: ChatMessage['content'] = {};
  for (const key of ['text', 'url', 'file_url', 'fileName', 'title'] as const) {
    const field = str(raw[key]);
    if (field !== undefined) content[key] = field;
  }
  if (Array.isArray(raw.post)) {
    content.post = raw.post.map((line) => (Array.isArray(line) ? line.map(readPart).filter((part): part is ChatPostPart => part !== undefined) : []));
  }
  return { messageType, sender: { name: str(sender.name) ?? '' }, createTime: seconds(value.createTime ?? value.create_time), content };
}

/** The messages of a list (or of `{ messages }`), in their order; entries that are not messages are left out. */
export function readChatMessages(value: unknown): ChatMessage[] {
  const list = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.messages) ? value.messages : [];
  return list.map(readChatMessage).filter((message): message is ChatMessage => message !== undefined);
}
