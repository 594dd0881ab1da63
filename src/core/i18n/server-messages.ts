import type { Language } from '../events';
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

/** The language a text is written in (Chinese when it has Han characters). */
function languageOf(text: string): Language {
  return /\p{Script=Han}/u.test(text) ? 'zh' : 'en';
}

function textOf(texts: unknown, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), texts);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The catalogue key a server message says and the language it says it in;
 * `undefined` when the message is not one of them.
 */
export function matchServerMessage(message: string): { key: string; language: Language } | undefined {
  const folded = fold(message);
  if (!folded) return undefined;
  for (const [key, aliases] of KNOWN_MESSAGES) {
    const texts = [...Object.values(resources).map((texts) => textOf(texts, key)), ...aliases];
    const text = texts.find((candidate) => candidate !== undefined && says(folded, candidate));
    if (text !== undefined) return { key, language: languageOf(text) };
  }
  return undefined;
}

/** The catalogue key a server message says, in either language. */
export function serverMessageKey(message: string): string | undefined {
  return matchServerMessage(message)?.key;
}

/**
 * The message to show for a server message: a catalogue text the server
 * said in another language than the user's becomes the user's text (details
 * after it are dropped); a message in the user's language, or one outside the
 * catalogue, is shown as sent.
 */
export function translateServerMessage(message: string, t: Translate, language: Language): string {
  const match = matchServerMessage(message);
  return match && match.language !== language ? t(match.key) : message;
}
