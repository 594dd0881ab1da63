// The all-types form (fixtures/forms/all-types.form.json: one field of every built-in field type
// and an ADD_GROUP) filled on a 390x844 phone in zh and en the way a user does it: typing, picking
// in popups (with search), turning date wheels, tapping stars, choosing a path in the multi-level
// dropdown, choosing a person in the member picker and a group in the group picker, uploading through the file chooser, signing
// on the canvas, writing rich text. Then it is validated and submitted, the submitted payload is
// compared exactly, and the read-only view is checked. Run `npm run build:app` first; screenshots
// go to tests/e2e/screenshots/.
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../fixtures/gateway/server';
import { appUrl, launchBrowser, login, openPhone, screenshot, startAppServer, type PhonePage } from './support';

let server: RunningServer;
let browser: Browser;
const opened: PhonePage[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((phone) => phone.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The configured time zone of the app (AppConfig timeZoneOffset, minutes east of UTC). */
const OFFSET_MINUTES = 480;
const DAY_MS = 86_400_000;

/** Wall clock of `ms` in the app's zone, as UTC fields. */
function wall(ms: number) {
  const d = new Date(ms + OFFSET_MINUTES * 60_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The timestamp of a wall-clock time in the app's zone. */
function zoned(date: { year: number; month: number; day: number }, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(date.year, date.month - 1, date.day, hour, minute, second) - OFFSET_MINUTES * 60_000;
}

/** A 2x2 PNG (what a phone photo stands in for). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DwnwEIGBkYGP4DAB8CAv8hVlSTAAAAAElFTkSuQmCC', 'base64');
const LOG_TEXT = '2024-05-18 09:12:03 projector: no HDMI signal\n2024-05-18 09:15:40 driver reinstalled\n';

interface Lang {
  locale: string;
  tag: 'zh' | 'en';
  required: string;
  email: string;
  /** The option pickers' OK. */
  ok: string;
  /** Confirm of the other popups (multi-level dropdown, signature). */
  confirm: string;
  upload: string;
  /** What the user types (with the stray spaces and line breaks a phone keyboard leaves). */
  title: string;
  solution: string;
  description: [string, string];
  /** Labels the read-only view shows: dictionary options follow the language, custom ones are the server's text. */
  impact: string;
  category: string;
  yesterday: string;
  signatureName: RegExp;
  /** Between the labels of a multiple choice. */
  list: string;
  /** The accessible name of an info banner (the TEXT notice's). */
  infoBanner: string;
  /** A person as the member picker names them: name(alias), the name once when the alias repeats it. */
  lisi: string;
  /** A seed text (option labels, column titles, messages) as the gateway serves it in this language. */
  seed: (zh: string) => string;
}

/** The gateway's English of the seed texts this walk meets (fixtures/gateway/i18n). */
const SEED_EN: Record<string, string> = {
  紧急: 'Urgent',
  邮件: 'Email',
  邮件系统: 'Mail system',
  财务: 'Finance',
  财务系统: 'Finance system',
  企业微信: 'WeCom',
  满意: 'Satisfied',
  元: 'CNY',
  '本流程的处理时限为 4 个工作小时。': 'This process is handled within 4 working hours.',
  '孙七正在休假，不能指派': 'Sun Qi is on leave and cannot be assigned',
  物品名称: 'Item',
  数量: 'Quantity',
};

const LANGS: Lang[] = [
  {
    locale: 'zh-CN',
    tag: 'zh',
    required: '请输入必填项！',
    email: '请输入正确的邮箱地址',
    ok: '确定',
    confirm: '确定',
    upload: '上传文件',
    title: '  会议室投影仪无法连接笔记本  ',
    solution: '  更换 HDMI 转接头后恢复\n',
    description: ['投影仪无信号，', '已重启电脑'],
    impact: '部门',
    category: '邮件',
    yesterday: '昨天 09:30',
    signatureName: /^签名-\d{14}\.png$/,
    list: '、',
    infoBanner: '提示',
    lisi: '李四(Li Si)',
    seed: (zh) => zh,
  },
  {
    locale: 'en-US',
    tag: 'en',
    required: 'Please enter required fields!',
    email: 'Please enter a valid email address',
    ok: 'OK',
    confirm: 'Confirm',
    upload: 'Upload file',
    title: '  Projector in room 3 shows no signal  ',
    solution: '  Replaced the HDMI adapter\n',
    description: ['No signal on the projector, ', 'laptop restarted'],
    impact: 'Department',
    category: 'Email',
    yesterday: 'Yesterday 09:30',
    signatureName: /^signature-\d{14}\.png$/,
    list: ', ',
    infoBanner: 'Info',
    lisi: 'Li Si',
    seed: (zh) => SEED_EN[zh] ?? zh,
  },
];

async function openForm(lang: Lang, query = ''): Promise<PhonePage> {
  const phone = await openPhone(browser, { locale: lang.locale });
  opened.push(phone);
  // The phone is at the headquarters tower and may share its position: the check-in field positions itself.
  await phone.context.grantPermissions(['geolocation']);
  await phone.context.setGeolocation({ latitude: 31.2304, longitude: 121.4737, accuracy: 10 });
  await login(phone.page, server, 'zhangsan', '/homePage');
  await phone.page.goto(appUrl(server, `/formPreview?workflow=all-types${query}`));
  await phone.page.getByTestId('form-preview').waitFor();
  return phone;
}

/** The layout's scrolling content (the app scrolls <main>, not the document). */
const SCROLLER = '.sd-layout-content';

async function scrollContentTo(page: Page, top: number | 'end'): Promise<number> {
  return page.evaluate(
    ([selector, to]) => {
      const scroller = document.querySelector(selector);
      if (!scroller) throw new Error('no scrolling content');
      scroller.scrollTo({ top: to === 'end' ? scroller.scrollHeight : Number(to) });
      return scroller.scrollTop;
    },
    [SCROLLER, top] as const,
  );
}

/** Screenshots of the whole form, one screen at a time from the top (`name-1`, `name-2` ...). */
async function screenshotForm(page: Page, name: string): Promise<void> {
  const { height, view } = await page.evaluate((selector) => {
    const scroller = document.querySelector(selector)!;
    return { height: scroller.scrollHeight, view: scroller.clientHeight };
  }, SCROLLER);
  const step = view - 120;
  for (let top = 0, n = 1; ; top += step, n++) {
    await scrollContentTo(page, top);
    // Let the windowed form mount what came into view.
    await page.waitForTimeout(250);
    await screenshot(page, `${name}-${n}`);
    if (top + view >= height) break;
  }
  await scrollContentTo(page, 0);
}

const cellOf = (page: Page, path: string) => page.locator(`[data-field="${path}"]`);

/** Brings a field into view and waits until the windowed form has mounted it. */
async function field(page: Page, path: string): Promise<Locator> {
  const cell = cellOf(page, path);
  await cell.scrollIntoViewIfNeeded();
  await page.locator(`[data-field="${path}"][data-mounted="true"]`).waitFor();
  return cell;
}

/** Types into a text box like a user: focus by tapping, type, then leave the field. */
async function typeInto(page: Page, path: string, text: string): Promise<void> {
  const box = (await field(page, path)).getByRole('textbox');
  await box.tap();
  await box.pressSequentially(text, { delay: 5 });
  await box.blur();
}

/** The box of an element once it stops moving (popups slide in). */
async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await locator.waitFor();
  let last = await locator.boundingBox();
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await locator.boundingBox();
    if (last && next && next.x === last.x && next.y === last.y && next.width === last.width && next.height === last.height) return next;
    last = next;
  }
  throw new Error('element kept moving');
}

/** A finger drag through the DevTools protocol (the browser turns it into touch and pointer events). */
async function drag(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }, steps = 12): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  // Rest a moment before lifting, so the wheel does not fling on.
  await new Promise((resolve) => setTimeout(resolve, 120));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Turns one wheel column of a date picker until the item `target` (its number) is selected. */
async function spinWheel(page: Page, cdp: CDPSession, popup: Locator, columnIndex: number, target: number): Promise<void> {
  const column = popup.locator('.adm-picker-view-column').nth(columnIndex);
  for (let attempt = 0; attempt < 30; attempt++) {
    const { selected, wanted, itemHeight } = await column.evaluate((el, wantedNumber) => {
      const items = [...el.querySelectorAll('.adm-picker-view-column-item')];
      return {
        selected: items.findIndex((item) => item.getAttribute('data-selected') === 'true'),
        wanted: items.findIndex((item) => Number.parseInt(item.textContent ?? '', 10) === wantedNumber),
        itemHeight: (items[0] as HTMLElement | undefined)?.offsetHeight ?? 34,
      };
    }, target);
    if (wanted < 0) throw new Error(`wheel ${columnIndex} has no item ${target}`);
    if (selected === wanted) return;
    const step = Math.max(-4, Math.min(4, wanted - selected));
    const box = await column.boundingBox();
    if (!box) throw new Error('wheel not visible');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await drag(cdp, { x, y }, { x, y: y - step * itemHeight });
    await page.waitForTimeout(350);
  }
  throw new Error(`wheel ${columnIndex} did not reach ${target}`);
}

/** Sets the open date picker's wheels to the given numbers, column by column, and confirms. */
async function pickOnWheel(page: Page, cdp: CDPSession, lang: Lang, numbers: number[]): Promise<void> {
  const popup = page.locator('.adm-picker-popup').last();
  await popup.locator('.adm-picker-view-column').first().waitFor();
  await page.waitForTimeout(300);
  for (const [index, n] of numbers.entries()) await spinWheel(page, cdp, popup, index, n);
  // The date popup's header says OK like the option pickers (one text for both).
  await popup.getByRole('button', { name: lang.ok, exact: true }).tap();
  await popup.waitFor({ state: 'hidden' });
}

async function submit(page: Page): Promise<Locator> {
  await page.getByTestId('form-preview-submit').tap();
  const result = page.getByTestId('form-preview-result');
  await result.waitFor();
  return result;
}

function expectClean(phone: PhonePage) {
  expect(phone.problems.csp).toEqual([]);
  expect(phone.problems.pageErrors).toEqual([]);
  expect(phone.problems.consoleErrors).toEqual([]);
  expect(phone.problems.failedLoads).toEqual([]);
}

/** A file as the gateway stores it and the UPLOAD / WRITTEN_SIGNATURE values hold it. */
const storedFile = (name: string | RegExp, size: number | ReturnType<typeof expect.any>) => ({
  id: expect.stringMatching(/^[0-9a-f]{32}$/),
  name: typeof name === 'string' ? name : expect.stringMatching(name),
  size,
  url: expect.stringMatching(/^\/api\/v2\/base\/file\/download\/[0-9a-f]{32}$/),
});

/** The bytes the gateway serves for a stored file (`url` is below the app's API base). */
async function download(url: string): Promise<Buffer> {
  const response = await fetch(new URL(`gateway/dosm${url}`, server.url));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe.each(LANGS)('all field types ($tag)', (lang) => {
  it('is filled on a phone, validated, submitted with the exact payload, and read back read-only', async () => {
    const phone = await openForm(lang);
    const { page } = phone;
    const networkGroup = lang.tag === 'zh' ? '网络运维组' : 'Network';
    const cdp = await page.context().newCDPSession(page);
    await field(page, 'title');
    expect(await page.locator('[data-field]').count()).toBe(27);
    await screenshotForm(page, `all-types-edit-${lang.tag}`);

    // --- Submit empty, from the end of the form: the required text, and the form scrolls back up
    // to the first invalid field.
    expect(await scrollContentTo(page, 'end')).toBeGreaterThan(500);
    let result = await submit(page);
    expect(await result.getAttribute('data-kind')).toBe('invalid');
    expect(await result.innerText()).toContain('title');
    const titleError = cellOf(page, 'title').locator('.sd-form-item__error');
    await titleError.waitFor();
    expect(await titleError.innerText()).toBe(lang.required);
    await expect
      .poll(() =>
        cellOf(page, 'title').evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    for (const path of ['urgentLevel', 'expectedDate', 'contactGroup.contactEmail', 'approverSignature']) {
      await field(page, path);
      expect(await cellOf(page, path).locator('.sd-form-item__error').innerText()).toBe(lang.required);
    }
    await scrollContentTo(page, 0);
    await screenshot(page, `all-types-errors-${lang.tag}`);

    // --- Fill every field.
    await typeInto(page, 'title', lang.title);

    // SELECT: search in the popup, tap the option (a single choice commits at once).
    await (await field(page, 'urgentLevel')).getByTestId('picker-trigger').tap();
    let popup = page.getByTestId('option-popup');
    await popup.locator('input').first().pressSequentially(lang.seed('紧急'));
    // The search is debounced; then only the match is left.
    await expect.poll(() => popup.getByRole('option').allInnerTexts()).toEqual([lang.seed('紧急')]);
    await popup.getByRole('option', { name: lang.seed('紧急') }).tap();
    await popup.waitFor({ state: 'hidden' });

    // RADIO on a dictionary: the labels are in the user's language.
    await (await field(page, 'impact')).getByTestId('picker-trigger').tap();
    popup = page.getByTestId('option-popup');
    await popup.getByText(lang.impact, { exact: true }).tap();
    await popup.waitFor({ state: 'hidden' });

    // SELECT_MANY: tap one, search for another, confirm with the count.
    await (await field(page, 'affectedSystems')).getByTestId('picker-trigger').tap();
    popup = page.getByTestId('option-popup');
    await popup.getByText(lang.seed('邮件系统'), { exact: true }).tap();
    await popup.locator('input').first().pressSequentially(lang.seed('财务'));
    await expect.poll(() => popup.getByRole('option').allInnerTexts()).toEqual([lang.seed('财务系统')]);
    await popup.getByRole('option', { name: lang.seed('财务系统') }).tap();
    await popup.getByRole('button', { name: new RegExp(`${lang.ok}.*2`) }).tap();
    await popup.waitFor({ state: 'hidden' });

    // MULTI_SELECT (a three-level dictionary): drill down the columns and tick a leaf.
    await (await field(page, 'incidentCategory')).getByTestId('picker-trigger').tap();
    const columns = page.getByTestId('multi-select-columns');
    await columns.locator('[data-value="cat-sw"]').tap();
    await columns.locator('[data-value="cat-sw-office"]').tap();
    await columns.locator('[data-value="cat-sw-office-mail"]').tap();
    await columns.getByRole('button', { name: new RegExp(`${lang.confirm}.*1`) }).tap();
    await columns.waitFor({ state: 'hidden' });

    // CHECKBOX (inline).
    const channels = await field(page, 'notifyChannels');
    await channels.getByText(lang.seed('邮件'), { exact: true }).tap();
    await channels.getByText(lang.seed('企业微信'), { exact: true }).tap();

    // TIME (date and time, not after today): yesterday 09:30:00 on the wheels.
    const now = Date.now();
    const yesterday = wall(now - DAY_MS);
    await (await field(page, 'restoredAt')).getByTestId('date-trigger').tap();
    await pickOnWheel(page, cdp, lang, [yesterday.year, yesterday.month, yesterday.day, 9, 30, 0]);

    // DATE (date only, tomorrow .. 30 days ahead): three days from today.
    const inThreeDays = wall(now + 3 * DAY_MS);
    await (await field(page, 'expectedDate')).getByTestId('date-trigger').tap();
    await pickOnWheel(page, cdp, lang, [inThreeDays.year, inThreeDays.month, inThreeDays.day]);

    // NUMBER: minus, e and plus are refused; one decimal is padded to two when leaving the field.
    await typeInto(page, 'estimatedCost', '-1e28+0.5');
    expect(await cellOf(page, 'estimatedCost').getByRole('textbox').inputValue()).toBe('1280.50');

    // RICH_TEXT: the editor loads on demand; type, then a bold second part.
    const rich = await field(page, 'description');
    const editor = rich.locator('[contenteditable="true"]');
    // A stand-in until the first tap; then the editor loads and takes the focus.
    await rich.getByRole('textbox').tap();
    await editor.waitFor();
    await expect.poll(() => editor.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.type(lang.description[0]);
    await rich.locator('.sd-rich-tool--bold').tap();
    await page.keyboard.type(lang.description[1]);

    // TEXTAREA: trimmed when leaving it.
    await typeInto(page, 'solution', lang.solution);

    // UPLOAD through the file chooser: a picture, then a text file.
    const attachments = await field(page, 'attachments');
    for (const file of [
      { name: 'screen.png', mimeType: 'image/png', buffer: PNG },
      { name: 'projector.txt', mimeType: 'text/plain', buffer: Buffer.from(LOG_TEXT) },
    ]) {
      const chooser = page.waitForEvent('filechooser');
      await attachments.getByRole('button', { name: lang.upload }).tap();
      await (await chooser).setFiles(file);
      await attachments.getByText(file.name).waitFor();
    }

    // TABLE_FORM: the default first row gets a name and a quantity.
    const table = await field(page, 'items');
    expect(await table.locator('.sd-table-form__row').count()).toBe(1);
    for (const [column, text] of [[lang.seed('物品名称'), ' ThinkPad X1 '], [lang.seed('数量'), '2']] as const) {
      const box = table.getByRole('group', { name: column, exact: true }).getByRole('textbox');
      await box.tap();
      await box.pressSequentially(text, { delay: 5 });
      await box.blur();
    }

    // MEMBER: search by account and tick a person; one in unSelected is refused with the field's
    // toast; OK shows the count.
    await (await field(page, 'assignees')).getByTestId('picker-trigger').tap();
    const members = page.getByTestId('member-picker');
    const memberSearch = members.locator('input').first();
    await memberSearch.pressSequentially('lisi', { delay: 5 });
    await members.getByText(lang.lisi, { exact: true }).tap();
    await memberSearch.fill('sunqi');
    await members.getByText(lang.tag === 'zh' ? '孙七(Sun Qi)' : 'Sun Qi', { exact: true }).tap();
    await page.getByText(lang.seed('孙七正在休假，不能指派')).waitFor();
    await members.getByRole('button', { name: new RegExp(`${lang.ok}.*1`) }).tap();
    await members.waitFor({ state: 'hidden' });

    // GROUP: the root is IT Operations only (selectRange); open it and tick the network group.
    await (await field(page, 'cab')).getByTestId('picker-trigger').tap();
    const groups = page.getByTestId('member-picker');
    await groups.getByRole('button', { name: lang.tag === 'zh' ? '查看 运维中心 的下级' : 'Open IT Operations' }).tap();
    await groups.getByText(networkGroup, { exact: true }).tap();
    await groups.getByRole('button', { name: new RegExp(`${lang.ok}.*1`) }).tap();
    await groups.waitFor({ state: 'hidden' });

    // ADD_GROUP: a wrong e-mail first (the check shows on validate), the phone field.
    await typeInto(page, 'contactGroup.contactEmail', 'zhangsan@');
    await typeInto(page, 'contactGroup.contactPhone', '13800138000');

    // EVALUATE_STAR: the fourth star.
    await (await field(page, 'satisfaction')).getByRole('radio').nth(3).tap();

    // WRITTEN_SIGNATURE: draw a stroke on the canvas and confirm (uploaded as a PNG).
    await (await field(page, 'approverSignature')).getByTestId('signature-trigger').tap();
    const panel = page.getByTestId('signature-panel');
    const canvas = page.getByTestId('signature-canvas');
    const pad = await settledBox(canvas);
    await drag(cdp, { x: pad.x + pad.width * 0.2, y: pad.y + pad.height * 0.6 }, { x: pad.x + pad.width * 0.8, y: pad.y + pad.height * 0.35 }, 16);
    // The pad's hint goes once a stroke is drawn.
    await panel.locator('.sd-sign-hint').waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: lang.confirm }).tap();
    await panel.waitFor({ state: 'hidden' });
    await cellOf(page, 'approverSignature').locator('img').waitFor();

    // CONFIGURATION_ITEM: a server found by its code (the gateway's CMDB); CMDB_MODEL, then CMDB_CONFIG: a CI of that model.
    await (await field(page, 'affectedServers')).getByTestId('ci-trigger').tap();
    const ciPicker = page.getByTestId('ci-picker');
    await ciPicker.getByTestId('ci-picker-search').getByRole('searchbox').fill('SRV-0002');
    await expect.poll(() => ciPicker.getByTestId('ci-option').count(), { timeout: 10000 }).toBe(1);
    await ciPicker.locator('[data-testid="ci-option"][data-ci-id="ci-srv-0002"]').tap();
    await ciPicker.getByRole('button', { name: new RegExp(`^${lang.ok}`) }).tap();
    await ciPicker.waitFor({ state: 'detached' });
    await (await field(page, 'ciModel')).getByTestId('picker-trigger').tap();
    await page.locator('[data-testid="model-option"][data-model-id="m-database"]').tap();
    await (await field(page, 'cis')).getByTestId('ci-trigger').tap();
    await ciPicker.locator('[data-testid="ci-option"][data-ci-id="ci-db-0001"]').tap();
    await ciPicker.getByRole('button', { name: new RegExp(`^${lang.ok}`) }).tap();
    await ciPicker.waitFor({ state: 'detached' });

    // --- Validate: only the e-mail check fails; fix it.
    await page.getByTestId('form-preview-validate').tap();
    result = page.getByTestId('form-preview-result');
    await expect.poll(() => result.getAttribute('data-kind')).toBe('invalid');
    expect(await result.locator('li').allInnerTexts()).toEqual([`contactEmail ${lang.email}`]);
    const emailError = cellOf(page, 'contactGroup.contactEmail').locator('.sd-form-item__error');
    await emailError.waitFor();
    expect(await emailError.innerText()).toBe(lang.email);
    await screenshot(page, `all-types-email-error-${lang.tag}`);
    const email = cellOf(page, 'contactGroup.contactEmail').getByRole('textbox');
    await email.tap();
    await email.press('End');
    await email.pressSequentially('example.com', { delay: 5 });
    await email.blur();
    await page.getByTestId('form-preview-validate').tap();
    await expect.poll(() => result.getAttribute('data-kind')).toBe('valid');
    await screenshotForm(page, `all-types-filled-${lang.tag}`);

    // --- Submit: the payload, exactly.
    result = await submit(page);
    expect(await result.getAttribute('data-kind')).toBe('submitted');
    const payload = JSON.parse(await page.getByTestId('form-preview-values').innerText()) as Record<string, unknown>;
    expect(payload).toEqual({
      title: lang.title.trim(),
      urgentLevel: '3',
      impact: 'impact-dept',
      affectedSystems: ['mail', 'finance'],
      incidentCategory: ['cat-sw-office-mail'],
      notifyChannels: ['email', 'wecom'],
      restoredAt: zoned(yesterday, 9, 30, 0),
      expectedDate: zoned(inThreeDays),
      estimatedCost: '1280.50',
      description: `<p>${lang.description[0]}<strong>${lang.description[1]}</strong></p>`,
      solution: lang.solution.trim(),
      attachments: [storedFile('screen.png', PNG.length), storedFile('projector.txt', Buffer.byteLength(LOG_TEXT))],
      items: [{ id: expect.stringMatching(/^stored_/), rowNum: 0, rowData: { assetName: 'ThinkPad X1', quantity: '2' } }],
      assignees: [{ groupId: '', groupName: '', userId: '10002', userName: lang.lisi }],
      // The pickers' search-helper values (groupId|userId, or groupId), stored with the choice.
      assignees_search: ['|10002'],
      cab: [{ groupId: 'g-network', groupName: networkGroup, userId: '', userName: '' }],
      cab_search: ['g-network'],
      // Auto position: the device's position, the seeded place's name, the fine-tune range.
      siteLocation: { latitude: 31.2304, longitude: 121.4737, positionName: lang.tag === 'zh' ? '总部大楼' : 'Headquarters Tower', range: 200 },
      contactEmail: 'zhangsan@example.com',
      contactPhone: '13800138000',
      satisfaction: 4,
      approverSignature: storedFile(lang.signatureName, expect.any(Number)),
      affectedServers: [{ ciId: 'ci-srv-0002', ciName: 'sh-app-01', modelId: 'm-server' }],
      ciModel: 'm-database',
      cis: [{ ciId: 'ci-db-0001', ciName: 'oracle-oa-01', modelId: 'm-database' }],
    });
    // The uploads are what was chosen; the signature is a PNG of the drawing.
    const [picture, log] = payload.attachments as Array<{ url: string }>;
    expect((await download(picture.url)).equals(PNG)).toBe(true);
    expect((await download(log.url)).toString('utf8')).toBe(LOG_TEXT);
    const signature = payload.approverSignature as { url: string; size: number };
    const signed = await download(signature.url);
    expect(signed.length).toBe(signature.size);
    expect(signed.subarray(1, 4).toString('latin1')).toBe('PNG');

    // --- Read-only view of the same values: labels for option values, '--' for empty fields.
    await page.getByTestId('form-preview-read-only').tap();
    await page.getByTestId('form-preview-edit').waitFor();
    expect(new URL(page.url()).searchParams.get('mode')).toBe('readOnly');
    const shown = async (path: string) => (await (await field(page, path)).locator('.sd-form-item__control').innerText()).trim();
    expect(await shown('incidentNo')).toBe('--');
    // TEXT: the server's notice (its own text in both languages) in an info banner named in the UI language.
    expect(await shown('notice')).toBe(lang.seed('本流程的处理时限为 4 个工作小时。'));
    const notice = (await field(page, 'notice')).locator('[data-banner="info"]');
    expect(await notice.getAttribute('aria-label')).toBe(lang.infoBanner);
    expect(await notice.getAttribute('role')).toBe('note');
    expect(await shown('originalService')).toContain('--');
    expect(await shown('title')).toBe(lang.title.trim());
    expect(await shown('urgentLevel')).toBe(lang.seed('紧急'));
    expect(await shown('impact')).toBe(lang.impact);
    expect(await shown('affectedSystems')).toBe(`${lang.seed('邮件系统')}${lang.list}${lang.seed('财务系统')}`);
    expect(await shown('incidentCategory')).toBe(lang.category);
    expect(await shown('notifyChannels')).toBe(`${lang.seed('邮件')}${lang.list}${lang.seed('企业微信')}`);
    expect(await shown('restoredAt')).toBe(lang.yesterday);
    expect(await shown('expectedDate')).toBe(`${inThreeDays.year}-${String(inThreeDays.month).padStart(2, '0')}-${String(inThreeDays.day).padStart(2, '0')}`);
    expect(await shown('estimatedCost')).toMatch(new RegExp(`^1280\\.50\\s*${lang.seed('元')}$`));
    expect(await shown('description')).toBe(lang.description.join(''));
    expect(await shown('solution')).toBe(lang.solution.trim());
    expect(await shown('attachments')).toContain('screen.png');
    expect(await shown('attachments')).toContain('projector.txt');
    expect(await shown('items')).toContain('ThinkPad X1');
    expect(await shown('assignees')).toBe(lang.lisi);
    expect(await shown('cab')).toBe(networkGroup);
    expect(await shown('contactGroup.contactEmail')).toBe('zhangsan@example.com');
    expect(await shown('satisfaction')).toContain(lang.seed('满意'));
    expect(await shown('affectedServers')).toContain('sh-app-01');
    expect(await shown('ciModel')).toBe(lang.tag === 'zh' ? '数据库' : 'Database');
    expect(await shown('cis')).toContain('oracle-oa-01');
    await cellOf(page, 'approverSignature').locator('img').waitFor();
    // Nothing can be typed or opened in the read-only view.
    expect(await page.locator('[data-field] input, [data-field] textarea, [data-field] [contenteditable="true"]').count()).toBe(0);
    expect(await page.getByTestId('picker-trigger').count()).toBe(0);
    await screenshotForm(page, `all-types-read-only-${lang.tag}`);

    // Back to editing: the values are still there.
    await page.getByTestId('form-preview-edit').tap();
    expect(await (await field(page, 'title')).getByRole('textbox').inputValue()).toBe(lang.title.trim());
    expectClean(phone);
  }, 240_000);
});
