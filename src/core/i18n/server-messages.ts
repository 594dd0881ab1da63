import { resources } from './index';

/**
 * Server messages the client knows (the spec's error catalogues,
 * service-desk §8 and form-widgets §8), each mapped to the key that says it
 * in the user's language. A server (or the fixture gateway) may answer in
 * one language only, or add details after the catalogue text ("API address
 * error, enter again: /api/v2/..."); the user sees the translated text.
 */

/** Keys whose zh and en texts are recognised, with other wordings the spec or servers use. */
const KNOWN_MESSAGES: ReadonlyArray<readonly [key: string, aliases: readonly string[]]> = [
  ['errors.apiAddressError', ['API address error, enter again', 'API地址错误']],
  ['options.apiFormatError', ['API does not conform to the format']],
  ['errors.parameterValidationFailed', []],
  ['errors.systemError', []],
  ['errors.serverError', []],
  ['errors.noPermission', []],
  ['errors.serviceDisabled', []],
  ['errors.ticketDeletedOrNoAccess', ['ticket deleted or no access']],
  ['errors.ticketExists', ['ticket already exists, do not add repeatedly']],
  ['errors.templateExists', ['template already exists']],
  ['errors.duplicateViewName', []],
  ['errors.catalogueInvalid', ['service directory deleted or model association missing, edit again']],
  ['errors.operationParamCheckFailed', []],
  ['errors.fileOver100M', ['file over 100M']],
  ['errors.notAllowedToCreate', []],
];

type Translate = (key: string) => string;

/** Case, spaces and punctuation (ASCII and full-width) do not count. */
function fold(text: string): string {
  return text.toLowerCase().replace(/[\s\p{P}]+/gu, '');
}

/** Whether `message` says `text`, possibly followed by details. */
function says(message: string, text: string): boolean {
  const folded = fold(text);
  return folded.length > 0 && message.startsWith(folded);
}

/**
 * The catalogue key a server message says, in either language; `undefined`
 * when the message is not one of them.
 */
export function serverMessageKey(message: string): string | undefined {
  const folded = fold(message);
  if (!folded) return undefined;
  const textOf = (texts: unknown, key: string): string | undefined => {
    const value = key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), texts);
    return typeof value === 'string' ? value : undefined;
  };
  for (const [key, aliases] of KNOWN_MESSAGES) {
    const texts = [...Object.values(resources).map((texts) => textOf(texts, key)), ...aliases];
    if (texts.some((text) => text !== undefined && says(folded, text))) return key;
  }
  return undefined;
}

/**
 * The message to show for a server message: the translated catalogue text
 * when the server said one of them (in any language, with or without
 * details), else the message as sent.
 */
export function translateServerMessage(message: string, t: Translate): string {
  const key = serverMessageKey(message);
  return key ? t(key) : message;
}
