import { showValue } from './compare';
import type { ReplayDiff } from './types';

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
