import { NUMBER_MAX_DIGITS, MAX_DECIMALS, numericTextOf } from '@core/form/rules';
import { num, str } from '../shared/props';

/** Rule kinds of NUMBER: range, 15-digit limit, decimal places, unique column values, parent rules. */
export const NUMBER_RULE_KINDS = ['numberRange', 'numberMaxLength', 'decimalsMount', 'unique', 'parent'] as const;

/** An incoming (prefilled, defaulted) value: a finite number, numeric text converted; '' stays empty; anything else is refused. */
export function coerceNumber(value: unknown): unknown {
  if (value === '') return '';
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** Keys a number field blocks (form-widgets §5): exponent, minus and plus. */
export const BLOCKED_NUMBER_KEYS: readonly string[] = ['e', 'E', '-', '+'];

/** Whether a key press is blocked: e, minus, plus, and a second decimal point. */
export function isBlockedNumberKey(key: string, currentText: string): boolean {
  if (BLOCKED_NUMBER_KEYS.includes(key)) return true;
  return key === '.' && currentText.includes('.');
}

/**
 * Typed or pasted text reduced to what the keyboard rules allow (mobile
 * keyboards do not always report keys): digits and the first point only,
 * at most `maxDigits` digits.
 */
export function sanitizeNumberInput(raw: string, maxDigits: number = NUMBER_MAX_DIGITS): string {
  let out = '';
  let digits = 0;
  let point = false;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      if (digits >= maxDigits) continue;
      digits += 1;
      out += ch;
    } else if (ch === '.' && !point) {
      point = true;
      out += ch;
    }
  }
  return out;
}

const plainDecimal = /^-?(\d*)(?:\.(\d*))?$/;

/**
 * The value of a number field after blur (form-widgets §5): empty stays
 * empty ('' or undefined as given), a non-numeric value becomes undefined,
 * anything else has exactly `decimals` decimals, padded with zeros or cut
 * (never rounded); 0 decimals gives an integer.
 *
 * @example formatNumberOnBlur('3.149', 2) // '3.14'
 * @example formatNumberOnBlur('3', 2) // '3.00'
 * @example formatNumberOnBlur('3.9', 0) // '3'
 */
export function formatNumberOnBlur(value: unknown, decimals: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return '';
  const text = numericTextOf(value) ?? (typeof value === 'string' ? value.trim() : undefined);
  if (text === undefined) return undefined;
  const match = plainDecimal.exec(text.replace(/^\+/, ''));
  if (!match) return undefined;
  const [, intPart = '', fracPart = ''] = match;
  if (intPart === '' && fracPart === '') return undefined;
  const sign = text.startsWith('-') ? '-' : '';
  const integer = intPart.replace(/^0+(?=\d)/, '') || '0';
  if (decimals <= 0) return `${sign}${integer}`;
  return `${sign}${integer}.${(fracPart + '0'.repeat(decimals)).slice(0, decimals)}`;
}

/** The decimal places of a field: an integer 0..10 (anything else is 0). */
export function readDecimalsMount(raw: unknown): number {
  const n = num(raw);
  return n !== undefined && Number.isInteger(n) && n >= 0 && n <= MAX_DECIMALS ? n : 0;
}

/** The display text of a stored number ('' when not a number). */
export function numberText(value: unknown): string {
  if (typeof value === 'number') return numericTextOf(value) ?? '';
  return typeof value === 'string' ? value.trim() : '';
}

/** Props NUMBER takes from its x-props. */
export interface NumberMappedProps {
  /** Decimal places (decimalsMount). @default 0 */
  decimals: number;
  /** Unit shown after the number. */
  unit?: string;
  /** Digit limit (fixed at 15 by the spec, whatever maxLength says). */
  maxDigits: number;
}

/** decimalsMount, unit and the 15-digit limit. numberRange is a rule. */
export function mapNumberProps(xProps: Readonly<Record<string, unknown>>): NumberMappedProps {
  const props: NumberMappedProps = { decimals: readDecimalsMount(xProps.decimalsMount), maxDigits: NUMBER_MAX_DIGITS };
  const unit = str(xProps.unit);
  if (unit) props.unit = unit;
  return props;
}

/** The value sent on submit / save: formatted as on blur. */
export function commitNumber(value: unknown, props: Readonly<Record<string, unknown>> = {}): unknown {
  return formatNumberOnBlur(value, readDecimalsMount(props.decimals));
}
