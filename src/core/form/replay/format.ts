import { showValue } from './compare';
import type { Replay, ReplayDiff, ReplayStep } from './types';

/**
 * One line per field-level difference:
 * `  [step 4] contactPhone.required: expected true, got false`.
 */
export function describeDiff(diff: ReplayDiff): string {
  const where = diff.step === undefined ? '' : `[step ${diff.step}] `;
  return `  ${where}${diff.path}.${diff.key}: expected ${showValue(diff.expected)}, got ${showValue(diff.actual)}`;
}

/** The summary line of a run: exactly `N passed, M failed`. */
export function summaryLine(passed: number, failed: number): string {
  return `${passed} passed, ${failed} failed`;
}

/** A step in a few words: `set urgentLevel = "3"`, `fire ONCHANGE impact`, `validate`. */
export function describeStep(step: ReplayStep | undefined): string {
  if (!step) return '';
  if ('set' in step) return `set ${step.set.path} = ${showValue(step.set.value)}`;
  if ('fire' in step) return `fire ${step.fire}${step.field ? ` ${step.field}` : ''}`;
  if ('applyTriggerMap' in step) return 'applyTriggerMap';
  if ('hook' in step) return `hook ${typeof step.hook === 'string' ? step.hook : step.hook.fieldCode}`;
  return Object.keys(step).find((key) => key !== 'note') ?? '';
}

/** The display / pattern words of a boolean state key. */
const STATE_WORDS: Record<string, { label: string; on: string; off: string }> = {
  visible: { label: 'display', on: 'visible', off: 'hidden' },
  readOnly: { label: 'pattern', on: 'readOnly', off: 'not readOnly' },
  disabled: { label: 'pattern', on: 'disabled', off: 'not disabled' },
};

/** `expected …, actual …` of one property, with what is missing from / extra in a list. */
function property(diff: ReplayDiff): string {
  const words = STATE_WORDS[diff.key];
  const show = (value: unknown) => (words && typeof value === 'boolean' ? (value ? words.on : words.off) : showValue(value));
  let line = `${words?.label ?? diff.key}: expected ${show(diff.expected)}, actual ${show(diff.actual)}`;
  if (Array.isArray(diff.expected) && Array.isArray(diff.actual)) {
    const key = (item: unknown) => showValue(item !== null && typeof item === 'object' && 'value' in item ? (item as { value: unknown }).value : item);
    const have = new Set(diff.actual.map(key));
    const want = new Set(diff.expected.map(key));
    const missing = [...want].filter((item) => !have.has(item));
    const extra = [...have].filter((item) => !want.has(item));
    const notes = [missing.length > 0 ? `missing ${missing.join(', ')}` : '', extra.length > 0 ? `extra ${extra.join(', ')}` : ''].filter(Boolean);
    if (notes.length > 0) line += ` (${notes.join('; ')})`;
  }
  return line;
}

/**
 * The per-field report of a failing replay: the differences grouped by the
 * expectation they come from (`after step 5 (set urgentLevel = "3"):`, or
 * `at the end:`), then by field, one line per property: display (visible /
 * hidden), required, pattern (readOnly, disabled), value, options (with what
 * is missing or extra), errors; form-level keys under `(form)`.
 *
 * @example
 * after step 5 (set urgentLevel = "3"):
 *   contactPhone
 *     required: expected true, actual false
 *     display: expected visible, actual hidden
 */
export function describeDiffs(diffs: readonly ReplayDiff[], replay?: Pick<Replay, 'steps'>): string[] {
  const lines: string[] = [];
  let group: string | undefined;
  let field: string | undefined;
  for (const diff of diffs) {
    const heading =
      diff.step === undefined
        ? 'at the end:'
        : diff.step === 0
          ? 'at the start:'
          : `after step ${diff.step - 1}${replay ? ` (${describeStep(replay.steps[diff.step - 1])})` : ''}:`.replace(' ():', ':');
    if (heading !== group) {
      lines.push(`  ${heading}`);
      group = heading;
      field = undefined;
    }
    if (diff.path !== field) {
      lines.push(`    ${diff.path}`);
      field = diff.path;
    }
    lines.push(`      ${property(diff)}`);
  }
  return lines;
}
