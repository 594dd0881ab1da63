// Pressing a ticket's actions in the browser tests as a handler would (shared by the ticket walk and the fault suite):
// the action bar's inline buttons and its "More" sheet, the action sheets' Confirm and Cancel.
import type { Locator, Page } from 'playwright-core';

/** Texts the helpers look for, per UI language. */
export const ACTION_UI = {
  zh: { bar: '工单操作', more: '更多', ok: '确定', cancel: '取消', pickerOk: '确定' },
  en: { bar: 'Ticket actions', more: 'More', ok: 'Confirm', cancel: 'Cancel', pickerOk: 'OK' },
} as const;
export type ActionLang = keyof typeof ACTION_UI;

/** Presses an action by its name, inline or from the "More" sheet. */
export async function pressAction(page: Page, name: string, lang: ActionLang = 'zh'): Promise<void> {
  const ui = ACTION_UI[lang];
  const bar = page.getByRole('toolbar', { name: ui.bar });
  const inline = bar.locator('[data-action]').filter({ hasText: new RegExp(`^${name}$`) });
  if (await inline.count()) {
    await inline.click();
    return;
  }
  await bar.getByRole('button', { name: ui.more }).click();
  const sheet = page.locator('.adm-action-sheet').filter({ visible: true });
  await sheet.locator('.adm-action-sheet-button-item-name').filter({ hasText: new RegExp(`^${name}$`) }).click();
}

/** The open action sheet (transfer, hang up, return ...). */
export function actionSheet(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.locator('.sd-act-sheet__footer') });
}

/** Confirms the open action sheet and waits until it closed. */
export async function confirmActionSheet(page: Page, lang: ActionLang = 'zh'): Promise<void> {
  const sheet = actionSheet(page);
  await sheet.getByRole('button', { name: ACTION_UI[lang].ok }).click();
  await sheet.waitFor({ state: 'detached', timeout: 15000 });
}

/** Closes the open action sheet without sending anything. */
export async function cancelActionSheet(page: Page, lang: ActionLang = 'zh'): Promise<void> {
  const sheet = actionSheet(page);
  await sheet.locator('.sd-act-sheet__footer').getByRole('button', { name: ACTION_UI[lang].cancel }).click();
  await sheet.waitFor({ state: 'detached' });
}
