// Server linkage in the built app against the fixture gateway: the incident create page asks
// linkFieldContent on load (the requester step's scenario hides the handler's part and locks the
// number) and on a change of a trigger field (urgency "urgent" makes the callback number required,
// preselects SMS and phone, and hides the "individual" impact).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, browserSuite, login, screenshot } from './support';

const suite = browserSuite();
const INCIDENT = 'proc-incident:3:90017';
const field = (page: Page, code: string) => page.locator(`[data-field="${code}"]`);

async function openCreate(): Promise<Page> {
  const phone = await suite.phone();
  await login(phone.page, suite.server, 'zhangsan');
  await phone.page.goto(appUrl(suite.server, `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`));
  await field(phone.page, 'title').getByRole('textbox').waitFor();
  return phone.page;
}

describe('server linkage', () => {
  it("applies the form-load answer: the handler's part is hidden, the number is read-only", async () => {
    const page = await openCreate();
    await expect.poll(() => field(page, 'solution').count()).toBe(0);
    expect(await field(page, 'closeCode').count()).toBe(0);
    expect(await field(page, 'incidentNo').locator('input, textarea').count()).toBe(0);
    // Fields no rule touches are still there and editable.
    expect(await field(page, 'contactPhone').getByRole('textbox').isEditable()).toBe(true);
  });

  it('applies the answer to a change of a trigger field: urgent makes the phone required and preselects the channels', async () => {
    const page = await openCreate();
    const phoneRequired = () => field(page, 'contactPhone').locator('.sd-form-item__required').count();
    expect(await phoneRequired()).toBe(0);

    await field(page, 'urgentLevel').getByTestId('picker-trigger').click();
    const popup = page.getByTestId('option-popup');
    await popup.getByRole('option', { name: '紧急', exact: true }).click();
    await popup.waitFor({ state: 'detached' });

    await expect.poll(phoneRequired).toBe(1);
    await expect.poll(() => field(page, 'notifyChannels').locator('.adm-checkbox-checked').allInnerTexts()).toEqual(['短信', '电话']);
    await field(page, 'contactPhone').scrollIntoViewIfNeeded();
    await screenshot(page, 'server-linkage-urgent-zh');

    // Low urgency answers "not required" again.
    await field(page, 'urgentLevel').getByTestId('picker-trigger').click();
    await page.getByTestId('option-popup').getByRole('option', { name: '低', exact: true }).click();
    await expect.poll(phoneRequired).toBe(0);
  });
});
