// Issue 22 in real Chromium (390x844) on the built app and the fixture gateway: a ticket created by voice (the
// browser's speech API faked by an init script: the only part a headless browser cannot do), a ticket created
// from a group chat's messages (authorized and not, ending on the countdown page), and an AI generation streamed
// into a rich-text field and stopped halfway. Screenshots in zh and en. Run `npm run build:app` first.
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSeed } from '../../fixtures/gateway/seed';
import { appUrl, browserSuite, expectClean, login, screenshotDir, settledScreenshot, toastShown, type PhonePage } from './support';
import { confirmActionSheet } from './ticket-actions';
import { field, pickOption } from './incident-form';

const suite = browserSuite();
const INCIDENT = 'proc-incident:3:90017';
const INC1 = loadSeed().workOrders.find((order) => order.preNum === 'INC-0001')!.workOrderId;

/** A screenshot of one element (a part below the fold). */
const elementShot = (locator: Locator, name: string) => locator.screenshot({ path: join(screenshotDir, `${name}.png`) });

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

// ---------------------------------------------------------------------------------------------------------------
// Group chat

const launchQuery = (triggerId: string, shortcutId: string) => encodeURIComponent(JSON.stringify({ __trigger_id__: triggerId, shortcutId }));
const chatEntry = (triggerId: string, shortcutId: string, route = '/orderCreateByGroupChat') => `${route}?from=message_action&bdp_launch_query=${launchQuery(triggerId, shortcutId)}`;

/** The rendered size of every image in the create form's description, once loaded. */
const descriptionImages = (page: Page) =>
  field(page, 'description')
    .locator('img')
    .evaluateAll((images) => images.map((image) => ({ loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0, width: image.getBoundingClientRect().width, height: image.getBoundingClientRect().height })));

describe('create from a group chat', () => {
  it('zh: authorized, the messages become the description, submitted, the countdown page', async () => {
    const phone = await suite.phone({ locale: 'zh-CN' });
    const { page } = phone;
    await login(page, suite.server, 'zhangsan', chatEntry('trg-demo', 'sc-incident'));
    await page.getByTestId('flow-chat-notice').waitFor({ timeout: 15000 });
    await settledScreenshot(page, 'chat-flow-center-zh');
    // The chosen template keeps the entry on the create page's address.
    await page.locator(`[data-testid="flow-template"][data-process-def-id="${INCIDENT}"]`).click();
    await page.waitForURL((url) => url.pathname === '/orderCreate');
    expect(new URL(page.url()).searchParams.get('from')).toBe('message_action');
    await expect.poll(() => page.getByTestId('order-create-chat-status').getAttribute('data-state'), { timeout: 15000 }).toBe('done');
    const description = field(page, 'description');
    await expect.poll(() => description.innerText()).toContain('Outlook 从早上 8 点起连不上邮件服务器。');
    const text = await description.innerText();
    // Sender and time, every kind: file and media as links, the post's @ and text (markup shown as text), the
    // unsupported sticker said in words.
    expect(text).toMatch(/张三/);
    expect(text).toContain('mail-log.txt');
    expect(text).toContain('screen-recording.mp4');
    expect(text).toContain('@张三');
    expect(text).toContain('<b>不是</b>个别现象');
    expect(text).toContain('格式不支持');
    // Images downloaded through the get-file call and shown at most 300x100.
    await expect.poll(async () => (await descriptionImages(page)).every((image) => image.loaded), { timeout: 10000 }).toBe(true);
    const images = await descriptionImages(page);
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) {
      expect(image.width).toBeLessThanOrEqual(300.5);
      expect(image.height).toBeLessThanOrEqual(100.5);
    }
    await settledScreenshot(page, 'chat-create-prefilled-zh');
    await description.scrollIntoViewIfNeeded();
    await elementShot(description, 'chat-description-zh');

    const title = `群聊建单 ${Date.now() % 100000}`;
    await field(page, 'title').getByRole('textbox').fill(title);
    await completeAndSubmit(page, 'zh');
    // Sent, then the success page without the launch query; it counts down and, unable to close a plain tab,
    // offers the way home.
    await page.waitForURL((url) => url.pathname === '/orderCreateByGroupChatSuccess', { timeout: 15000 });
    expect(new URL(page.url()).searchParams.has('bdp_launch_query')).toBe(false);
    const created = ticketsTitled(title);
    expect(created).toHaveLength(1);
    const html = String(created[0]!.formData.description);
    expect(html).toContain('Outlook 从早上 8 点起连不上邮件服务器。');
    expect(html).not.toMatch(/<script|onerror/);
    await page.getByTestId('chat-success-countdown').waitFor();
    await settledScreenshot(page, 'chat-success-countdown-zh');
    await page.getByTestId('chat-success-home').waitFor({ timeout: 10000 });
    await settledScreenshot(page, 'chat-success-end-zh');
    // The messages were forgotten: the create page of a new template has no chat status.
    await page.goto(appUrl(suite.server, `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`));
    await field(page, 'title').waitFor();
    expect(await page.getByTestId('order-create-chat-status').count()).toBe(0);
    expectClean(phone);
  });

  it('zh: not authorized: a toast, then the no-permission page with from=message_action', async () => {
    const phone = await suite.phone({ locale: 'zh-CN' });
    const { page } = phone;
    await login(page, suite.server, 'zhangsan', chatEntry('trg-restricted', 'sc-restricted', '/orderCreateByYunxiaohuiChat'));
    await toastShown(page, '你没有权限使用该快捷操作');
    await page.waitForURL((url) => url.pathname === '/noPermission');
    expect(new URL(page.url()).searchParams.get('from')).toBe('message_action');
    await settledScreenshot(page, 'chat-no-permission-zh');
    expect(phone.problems.pageErrors).toEqual([]);
  });

  it('en: lisi may use the restricted shortcut; eleven images: nine downloaded, the rest said', async () => {
    const phone = await suite.phone({ locale: 'en-US' });
    const { page } = phone;
    await login(page, suite.server, 'lisi', chatEntry('trg-many-images', 'sc-restricted'));
    await page.getByTestId('flow-chat-notice').waitFor({ timeout: 15000 });
    await settledScreenshot(page, 'chat-flow-center-en');
    await page.locator(`[data-testid="flow-template"][data-process-def-id="${INCIDENT}"]`).click();
    await expect.poll(() => page.getByTestId('order-create-chat-status').getAttribute('data-state'), { timeout: 15000 }).toBe('done');
    await expect.poll(async () => (await descriptionImages(page)).length).toBe(9);
    expect(await field(page, 'description').innerText()).toContain('more than 9 images, not downloaded');
    await settledScreenshot(page, 'chat-create-images-en');
    expectClean(phone);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// AI

/** The description editor's text (the stand-in or the editor). */
const descriptionText = (page: Page) => field(page, 'description').locator('[role="textbox"], [contenteditable="true"]').first().innerText();

describe('AI helpers', () => {
  it('zh: a generation streams into the description and is stopped halfway: the partial text stays, nothing more arrives', async () => {
    suite.server.gateway.stream = { delayMs: 300 };
    const phone = await suite.phone({ locale: 'zh-CN' });
    const { page } = phone;
    await login(page, suite.server, 'zhangsan', `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`);
    await field(page, 'title').getByRole('textbox').fill('打印机卡纸并提示缺粉');
    const generate = field(page, 'description').getByTestId('rich-ai-generate');
    await generate.click();
    const stop = field(page, 'description').getByTestId('rich-ai-stop');
    await stop.waitFor();
    // Partial text arrives piece by piece.
    await expect.poll(async () => (await descriptionText(page)).trim().length, { timeout: 10000 }).toBeGreaterThan(4);
    const first = await descriptionText(page);
    await expect.poll(async () => (await descriptionText(page)).length, { timeout: 10000 }).toBeGreaterThan(first.length);
    await settledScreenshot(page, 'ai-generating-zh');
    await stop.click();
    await generate.waitFor();
    const stopped = await descriptionText(page);
    expect(stopped.trim().length).toBeGreaterThan(0);
    // Well past several more pieces: the text is what it was when stopped.
    await page.waitForTimeout(1500);
    expect(await descriptionText(page)).toBe(stopped);
    await field(page, 'description').scrollIntoViewIfNeeded();
    await elementShot(field(page, 'description'), 'ai-stopped-zh');

    // An HTTP error: said in words, the text kept.
    suite.server.gateway.stream = { delayMs: 30 };
    suite.server.gateway.faults.add({ match: '/ai/v1/solution/generate', status: 500, body: '<html>error</html>' });
    await generate.click();
    const error = field(page, 'description').getByTestId('rich-ai-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('网络响应异常');
    expect(await descriptionText(page)).toBe(stopped);
    expectClean(phone);
  });

  it('en: the AI summary on the detail streams in a sheet, stops, and closes', async () => {
    suite.server.gateway.stream = { delayMs: 200 };
    const phone = await suite.phone({ locale: 'en-US' });
    const { page } = phone;
    await login(page, suite.server, 'lisi', `/orderDetails?id=${INC1}`);
    const summary = page.getByTestId('detail-ai-summary');
    await summary.waitFor({ timeout: 15000 });
    await summary.click();
    const sheet = page.getByTestId('detail-ai-sheet');
    await sheet.waitFor();
    expect(await sheet.getAttribute('data-phase')).toBe('streaming');
    await expect.poll(async () => (await page.getByTestId('detail-ai-text').innerText()).trim().length, { timeout: 10000 }).toBeGreaterThan(10);
    await settledScreenshot(page, 'ai-summary-streaming-en');
    await page.getByTestId('detail-ai-stop').click();
    await expect.poll(() => sheet.getAttribute('data-phase')).toBe('stopped');
    const text = await page.getByTestId('detail-ai-text').innerText();
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('detail-ai-text').innerText()).toBe(text);
    await settledScreenshot(page, 'ai-summary-stopped-en');
    await page.getByTestId('detail-ai-close').click();
    await sheet.waitFor({ state: 'detached' });
    // Recommended solutions: streamed to the end.
    await page.getByTestId('detail-ai-recommend').click();
    await expect.poll(() => page.getByTestId('detail-ai-sheet').getAttribute('data-phase'), { timeout: 20000 }).toBe('done');
    await settledScreenshot(page, 'ai-recommend-done-en');
    expectClean(phone);
  });
});
