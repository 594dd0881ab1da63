import type { FieldWidth } from '../types';
import { normalizeDescription } from './titles';

const WIDTH_ALIASES: Record<string, FieldWidth> = {
  WHOLE: 'full',
  WHOLE_LINE: 'full',
  FULL: 'full',
  FULL_LINE: 'full',
  ONE_LINE: 'full',
  ALL: 'full',
  LINE: 'full',
  '1': 'full',
  '1/1': 'full',
  '100%': 'full',
  '24': 'full',
  HALF: 'half',
  HALF_LINE: 'half',
  ONE_HALF: 'half',
  ONE_SECOND: 'half',
  '1/2': 'half',
  '50%': 'half',
  '0.5': 'half',
  '12': 'half',
  THIRD: 'third',
  THIRD_LINE: 'third',
  ONE_THIRD: 'third',
  ONE_THIRD_LINE: 'third',
  '1/3': 'third',
  '33%': 'third',
  '33.3%': 'third',
  '33.33%': 'third',
  '8': 'third',
  QUARTER: 'quarter',
  QUARTER_LINE: 'quarter',
  ONE_QUARTER: 'quarter',
  ONE_FOURTH: 'quarter',
  FOURTH: 'quarter',
  '1/4': 'quarter',
  '25%': 'quarter',
  '0.25': 'quarter',
  '6': 'quarter',
};

/**
 * Maps the server's `x-props.fieldWidth` to a FieldWidth. Accepts the server
 * spellings (WHOLE_LINE, HALF_LINE, THIRD, QUARTER ...), our own keys, fractions,
 * percentages and 24-column grid spans. Missing or unknown values give `full`
 * (the server default WHOLE_LINE); `recognised` tells the two apart.
 */
export function toFieldWidth(raw: unknown): { width: FieldWidth; recognised: boolean } {
  if (raw === undefined || raw === null || raw === '') return { width: 'full', recognised: true };
  if (typeof raw !== 'string' && typeof raw !== 'number') return { width: 'full', recognised: false };
  const key = String(raw).trim().toUpperCase().replace(/[\s-]+/g, '_');
  const width = WIDTH_ALIASES[key];
  return width ? { width, recognised: true } : { width: 'full', recognised: false };
}

/** Server flags arrive as booleans, 0/1 or strings. */
export function toFlag(raw: unknown): boolean {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw !== 0;
  if (typeof raw === 'string') return ['1', 'true', 'y', 'yes', 'on'].includes(raw.trim().toLowerCase());
  return false;
}

/** x-props keys the interpreter translates itself (they never pass through unchanged). */
export const COMMON_X_PROPS = ['fieldWidth', 'placeholder', 'defaultValue', 'approvalFieldFlag', 'supportCopy', 'description', 'required'] as const;

/** The result of translating the common x-props. */
export interface CommonProps {
  width: FieldWidth;
  widthRecognised: boolean;
  /** Component props from the common keys (placeholder, approvalFieldFlag, supportCopy, description). */
  props: Record<string, unknown>;
  /** `x-props.defaultValue` when present (`hasDefault` tells undefined from absent). */
  defaultValue: unknown;
  hasDefault: boolean;
  required: boolean;
}

/** Translates the common x-props (spec §3: fieldWidth, placeholder, defaultValue, approvalFieldFlag, supportCopy). */
export function translateCommonProps(xProps: Readonly<Record<string, unknown>>): CommonProps {
  const { width, recognised } = toFieldWidth(xProps.fieldWidth);
  const props: Record<string, unknown> = {};
  const placeholder = xProps.placeholder;
  if (typeof placeholder === 'string' || typeof placeholder === 'number') props.placeholder = String(placeholder);
  if ('approvalFieldFlag' in xProps) props.approvalFieldFlag = toFlag(xProps.approvalFieldFlag);
  if ('supportCopy' in xProps) props.supportCopy = toFlag(xProps.supportCopy);
  if ('description' in xProps) {
    const description = normalizeDescription(xProps.description);
    if (description) props.description = description;
  }
  return {
    width,
    widthRecognised: recognised,
    props,
    defaultValue: xProps.defaultValue,
    hasDefault: 'defaultValue' in xProps && xProps.defaultValue !== undefined,
    required: toFlag(xProps.required),
  };
}

/** The x-props that are neither common keys nor translated: passed to the component unchanged when the plugin has no mapProps. */
export function passThroughProps(xProps: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(xProps)) {
    if (!(COMMON_X_PROPS as readonly string[]).includes(key)) rest[key] = value;
  }
  return rest;
}
