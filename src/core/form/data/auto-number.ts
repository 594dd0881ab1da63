import { inZone } from './time';
import { isRecord } from '../../records';

/** Date formats of a `creationDate` part (service-desk §9). */
export const AUTO_NUMBER_DATE_FORMATS = ['YYYYMMDD', 'DDMMYYYY', 'YYYYMM', 'MMDD', 'YYYY', 'MM', 'DD'] as const;
export type AutoNumberDateFormat = (typeof AUTO_NUMBER_DATE_FORMATS)[number];

/** One part of a custom auto-number rule. */
export type AutoNumberPart =
  /** The sequence number, zero-padded to `width` digits (never cut when longer). */
  | { type: 'number'; width: number }
  /** A literal text. */
  | { type: 'fixedWord'; value: string }
  /** The creation date in the configured time zone. */
  | { type: 'creationDate'; format: AutoNumberDateFormat };

/** An auto-number rule: a plain sequence from 1, or parts composed in order. */
export type AutoNumberRule = { type: 'AUTO_INCREMENT' } | { type: 'CUSTOM_RULE'; parts: AutoNumberPart[] };

/** Options of `formatAutoNumber`. */
export interface AutoNumberOptions {
  /** Minutes east of UTC for the creation date. @default 480 (AppConfig.timeZoneOffset) */
  timeZoneOffset?: number;
}

function isDateFormat(value: unknown): value is AutoNumberDateFormat {
  return typeof value === 'string' && (AUTO_NUMBER_DATE_FORMATS as readonly string[]).includes(value);
}

/**
 * Reads a rule from the loose shapes the designer stores (`type`/`ruleType`,
 * parts under `parts`/`rules`/`ruleList`, a part's kind under `type`/`key`,
 * its setting under `width`/`length`/`digits`/`value`/`format`/`dateFormat`).
 * Unknown or broken parts are dropped; anything unreadable is AUTO_INCREMENT.
 */
export function normalizeAutoNumberRule(input: unknown): AutoNumberRule {
  if (!isRecord(input)) return { type: 'AUTO_INCREMENT' };
  const kind = String(input.type ?? input.ruleType ?? input.numberRule ?? '').toUpperCase();
  const rawParts = input.parts ?? input.rules ?? input.ruleList ?? input.customRule;
  if (kind !== 'CUSTOM_RULE' || !Array.isArray(rawParts)) return { type: 'AUTO_INCREMENT' };
  const parts: AutoNumberPart[] = [];
  for (const raw of rawParts) {
    if (!isRecord(raw)) continue;
    const partType = String(raw.type ?? raw.key ?? '');
    if (partType === 'number') {
      const width = Number(raw.width ?? raw.length ?? raw.digits ?? raw.value ?? 1);
      parts.push({ type: 'number', width: Number.isInteger(width) && width > 0 ? width : 1 });
    } else if (partType === 'fixedWord') {
      parts.push({ type: 'fixedWord', value: String(raw.value ?? raw.word ?? '') });
    } else if (partType === 'creationDate') {
      const format = raw.format ?? raw.dateFormat ?? raw.value;
      if (isDateFormat(format)) parts.push({ type: 'creationDate', format });
    }
  }
  return { type: 'CUSTOM_RULE', parts };
}

/**
 * The number of the `seq`-th record (1-based: the automatic rule starts at 1;
 * a smaller or broken `seq` counts as 1).
 *
 * @example
 * formatAutoNumber({ type: 'CUSTOM_RULE', parts: [
 *   { type: 'fixedWord', value: 'CR-' }, { type: 'creationDate', format: 'YYYYMMDD' }, { type: 'number', width: 4 },
 * ] }, 7, Date.UTC(2024, 0, 31, 20)) // 'CR-202402010007' (20:00 UTC is the next day at +08:00)
 */
export function formatAutoNumber(rule: AutoNumberRule, seq: number, createdAt: number | Date, options: AutoNumberOptions = {}): string {
  const n = Number.isFinite(seq) && seq >= 1 ? Math.floor(seq) : 1;
  if (rule.type !== 'CUSTOM_RULE') return String(n);
  const date = inZone(createdAt, options.timeZoneOffset);
  return rule.parts
    .map((part) => {
      switch (part.type) {
        case 'number':
          return String(n).padStart(part.width, '0');
        case 'fixedWord':
          return part.value;
        case 'creationDate':
          return date.format(part.format);
        default:
          return '';
      }
    })
    .join('');
}
