// How the harness drives the keystroke scenario in Chromium: shared by the measured run (run.ts)
// and the profiler (profile.ts), so a profile types exactly what a sample measures.
import type { Page } from 'playwright-core';
import { SIZES } from './protocol';

/** The text the scenario types: one letter per keystroke ('abcdefgh'). */
export const KEYSTROKE_TEXT = Array.from({ length: SIZES.keystrokes }, (_, key) => String.fromCharCode(97 + key)).join('');

/** Scrolls to the scenario's target field, taps it and lets the page settle; returns its selector. */
export async function focusKeystrokeTarget(page: Page): Promise<string> {
  const selector = await page.evaluate(() => window.__bench!.keystrokeTarget());
  await page.click(selector);
  await page.waitForTimeout(300);
  return selector;
}

/** Types the scenario's keys 150 ms apart, as a person types. */
export async function typeKeystrokes(page: Page): Promise<void> {
  for (const key of KEYSTROKE_TEXT) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
}
