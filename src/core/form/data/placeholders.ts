import enOptions from '../../i18n/locales/en/options';
import zhOptions from '../../i18n/locales/zh/options';

/**
 * Texts the server stores for an untitled ticket / an unfilled description,
 * in every language (a ticket written in one language is read in another).
 */
export const PLACEHOLDER_TEXTS: readonly string[] = [
  zhOptions.placeholder.untitled,
  zhOptions.placeholder.notFilled,
  enOptions.placeholder.untitled,
  enOptions.placeholder.notFilled,
];

const normalised = new Set(PLACEHOLDER_TEXTS.map((text) => text.toLowerCase()));

/** Whether a value is a placeholder meaning "untitled" / "not filled" (service-desk §5). */
export function isPlaceholderText(value: unknown): boolean {
  return typeof value === 'string' && normalised.has(value.trim().toLowerCase());
}

/** The value, or '' when it is a placeholder text (so defaults replace it). */
export function stripPlaceholder<T>(value: T): T | '' {
  return isPlaceholderText(value) ? '' : value;
}
