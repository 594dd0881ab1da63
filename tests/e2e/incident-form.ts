// Filling the incident form in the browser tests as a requester would (shared by the ticket walk and the offline walk).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A field of the form by its code. */
export const field = (page: Page, code: string) => page.locator(`[data-field="${code}"]`);

/** Chooses `label` in the option popup of the field `code`. */
export async function pickOption(page: Page, code: string, label: string): Promise<void> {
  await field(page, code).getByTestId('picker-trigger').click();
  const popup = page.getByTestId('option-popup');
  await popup.getByRole('option', { name: label, exact: true }).click();
  await popup.waitFor({ state: 'detached' });
}

const TEXTS = {
  zh: { high: '高', pickerOk: '确定', description: 'Outlook 从早上 8 点起无法收发邮件。' },
  en: { high: 'High', pickerOk: 'OK', description: 'Outlook 从早上 8 点起无法收发邮件。' },
} as const;

/** Fills the incident form: title, urgency high, the occurrence time (now), a description typed into the editor. */
export async function fillIncident(page: Page, title: string, language: 'zh' | 'en' = 'zh', description: string = TEXTS[language].description): Promise<void> {
  const texts = TEXTS[language];
  await field(page, 'title').getByRole('textbox').fill(title);
  // The gateway serves the dictionary's English labels to an English page.
  await pickOption(page, 'urgentLevel', texts.high);
  // The occurrence time: the wheel opens at now (within today and the 30 days before); confirm it.
  await field(page, 'occurTime').getByTestId('date-trigger').click();
  await page.locator('.adm-picker-header-button').filter({ hasText: texts.pickerOk }).click();
  await expect.poll(() => field(page, 'occurTime').getByTestId('date-trigger').innerText()).toMatch(/\d{4}-\d{2}-\d{2}/);
  // The description is the editor's stand-in until tapped; the editor then loads and takes the focus.
  const standIn = field(page, 'description').getByRole('textbox');
  await standIn.scrollIntoViewIfNeeded();
  await standIn.click();
  const editor = field(page, 'description').locator('[contenteditable="true"]');
  await editor.waitFor();
  await expect.poll(() => editor.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.type(description);
}
