// Issue 22 in real Chromium (390x844) on the built app and the fixture gateway: a ticket created by voice (the
// browser's speech API faked by an init script: the only part a headless browser cannot do), a ticket created
// from a group chat's messages (authorized and not, ending on the countdown page), and an AI generation streamed
// into a rich-text field and stopped halfway. Screenshots in zh and en. Run `npm run build:app` first.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, browserSuite, expectClean, login, settledScreenshot, toastShown, type PhonePage } from './support';
import { confirmActionSheet } from './ticket-actions';
import { field, pickOption } from './incident-form';

const suite = browserSuite();
const INCIDENT = 'proc-incident:3:90017';

/** Tickets (not drafts) in the gateway whose title is `title`. */
const ticketsTitled = (title: string) =>
  Object.values(suite.server.gateway.store.data.workflow?.tickets ?? {}).filter((ticket) => !ticket.isDraft && ticket.formData.title === title);

/** The rest of the incident form's required fields (urgency, occurrence time), then Submit and the assign sheet. */
async function completeAndSubmit(page: Page, lang: 'zh' | 'en'): Promise<void> {
  await pickOption(page, 'urgentLevel', lang === 'zh' ? '高' : 'High');
  await field(page, 'occurTime').getByTestId('date-trigger').click();
  await page.locator('.adm-picker-header-button').filter({ hasText: lang === 'zh' ? '确定' : 'OK' }).click();
  await expect.poll(() => field(page, 'occurTime').getByTestId('date-trigger').innerText()).toMatch(/\d{4}-\d{2}-\d{2}/);
  await page.getByTestId('order-create-submit').click();
  await confirmActionSheet(page, lang);
}

// ---------------------------------------------------------------------------------------------------------------
// Voice

/** Installed before the app's scripts: a speech API whose results the test sends (`window.__recognitions`). */
function fakeSpeechApi() {
  type Handler = ((event: unknown) => void) | null;
  class FakeRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: (() => void) | null = null;
    start() {
      (window as unknown as { __recognitions: FakeRecognition[] }).__recognitions.push(this);
    }
    stop() {
      setTimeout(() => this.onend?.(), 20);
    }
    abort() {
      this.onend?.();
    }
  }
  const target = window as unknown as Record<string, unknown>;
  target.__recognitions = [];
  target.SpeechRecognition = FakeRecognition;
}

/** Sends a result (interim or final) from the latest recognition. */
function hear(page: Page, transcript: string, isFinal: boolean) {
  return page.evaluate(
    ([text, final]) => {
      const list = (window as unknown as { __recognitions: Array<{ onresult: ((event: unknown) => void) | null }> }).__recognitions;
      list[list.length - 1]!.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: text }], { isFinal: final })] });
    },
    [transcript, isFinal] as const,
  );
}

/** Sends a speech API error from the latest recognition. */
function speechError(page: Page, error: string) {
  return page.evaluate((code) => {
    const list = (window as unknown as { __recognitions: Array<{ onerror: ((event: unknown) => void) | null; onend: (() => void) | null }> }).__recognitions;
    const last = list[list.length - 1]!;
    last.onerror?.({ error: code });
    last.onend?.();
  }, error);
}

const recognitions = (page: Page) => page.evaluate(() => (window as unknown as { __recognitions: unknown[] }).__recognitions.length);

async function openVoice(locale: string): Promise<PhonePage> {
  const phone = await suite.phone({ locale });
  await phone.context.addInitScript(fakeSpeechApi);
  await login(phone.page, suite.server, 'zhangsan', `/orderCreateByVoice?processDefId=${encodeURIComponent(INCIDENT)}`);
  await phone.page.getByTestId('voice-service-name').waitFor();
  return phone;
}

describe('create by voice', () => {
  it('zh: hold to talk, the live text, the result edited, the create form prefilled and submitted', async () => {
    const phone = await openVoice('zh-CN');
    const { page } = phone;
    expect(await page.getByTestId('voice-service-name').innerText()).toContain('事件');
    const talk = page.getByTestId('voice-talk');
    expect(await talk.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('voice-fill').isDisabled()).toBe(true);

    // Hold: the recognition starts, the interim text shows live; release: the final text lands in the box.
    const box = (await talk.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => recognitions(page)).toBe(1);
    expect(await talk.getAttribute('aria-pressed')).toBe('true');
    const spoken = `三楼会议室投影仪无法连接笔记本${Date.now() % 100000}。显示无信号，请尽快处理`;
    await hear(page, spoken.slice(0, 10), false);
    await expect.poll(() => page.getByTestId('voice-live').innerText()).toContain(spoken.slice(0, 10));
    await settledScreenshot(page, 'voice-listening-zh');
    await hear(page, spoken, true);
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('voice-text').inputValue()).toBe(spoken);
    expect(await talk.getAttribute('aria-pressed')).toBe('false');

    // Keyboard: Enter starts a second recording, Enter stops it; nothing heard says so and keeps the text.
    await talk.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => recognitions(page)).toBe(2);
    await speechError(page, 'no-speech');
    await page.getByTestId('voice-error').waitFor();
    expect(await page.getByTestId('voice-error').getAttribute('data-kind')).toBe('nothing-heard');
    expect(await page.getByTestId('voice-text').inputValue()).toBe(spoken);
    // Permission denied: its own words.
    await talk.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => recognitions(page)).toBe(3);
    await speechError(page, 'not-allowed');
    await expect.poll(() => page.getByTestId('voice-error').getAttribute('data-kind')).toBe('permission-denied');
    expect(await page.getByTestId('voice-error').innerText()).toMatch(/麦克风/);
    await settledScreenshot(page, 'voice-error-zh');

    // The user corrects the text; Fill opens the create form with the title and description prefilled.
    const text = page.getByTestId('voice-text');
    const edited = spoken.replace('三楼', '3 楼');
    await text.fill(edited);
    await page.getByTestId('voice-fill').click();
    await page.waitForURL((url) => url.pathname === '/orderCreate');
    const title = edited.split('。')[0]!;
    await expect.poll(() => field(page, 'title').getByRole('textbox').inputValue(), { timeout: 15000 }).toBe(title);
    expect(await field(page, 'description').innerText()).toContain('显示无信号，请尽快处理');
    await settledScreenshot(page, 'voice-create-prefilled-zh');
    await completeAndSubmit(page, 'zh');
    await toastShown(page, '提交成功');
    await page.waitForURL((url) => url.pathname === '/orderDetails');
    const created = ticketsTitled(title);
    expect(created).toHaveLength(1);
    expect(String(created[0]!.formData.description)).toContain('显示无信号，请尽快处理');
    expectClean(phone);
  });

  it('en: the page in English, the result and an error', async () => {
    const phone = await openVoice('en-US');
    const { page } = phone;
    const talk = page.getByTestId('voice-talk');
    await talk.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => recognitions(page)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __recognitions: Array<{ lang: string }> }).__recognitions[0]!.lang)).toBe('en-US');
    await hear(page, 'The projector in room 301 shows no signal. Please help', true);
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByTestId('voice-text').inputValue()).toBe('The projector in room 301 shows no signal. Please help');
    await settledScreenshot(page, 'voice-result-en');
    await talk.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => recognitions(page)).toBe(2);
    await speechError(page, 'audio-capture');
    await expect.poll(() => page.getByTestId('voice-error').getAttribute('data-kind')).toBe('no-microphone');
    expect(await page.getByTestId('voice-error').innerText()).toMatch(/microphone/i);
    expect(await page.getByTestId('voice-text').inputValue()).toContain('projector');
    await settledScreenshot(page, 'voice-error-en');
    expectClean(phone);
  });
});

export { appUrl };
