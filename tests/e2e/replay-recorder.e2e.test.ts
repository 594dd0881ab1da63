// Issue 23 in real Chromium (390x844) on the built app and the fixture gateway: QA turns the replay recorder on in
// the web config, records a session on the incident create form (Record, a few changes that trigger linkage,
// Record again), and the downloaded `*.replay.json` passes `npm run replay`'s runner; the same file with one expected
// value changed fails with a per-field diff. Run `npm run build:app` first.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltinFieldTypes } from '../../scripts/headless-field-types';
import { main as replayMain } from '../../scripts/replay';
import { browserSuite, expectClean, login, settledScreenshot } from './support';
import { field, pickOption } from './incident-form';

const suite = browserSuite();
const INCIDENT = 'proc-incident:3:90017';
const webConfig = () => (suite.server.gateway.store.data.webConfig as { dosm: { web: Record<string, unknown> } }).dosm.web;

beforeAll(() => {
  webConfig().replayRecorder = true;
});
afterAll(() => {
  delete webConfig().replayRecorder;
});

describe('replay recorder', () => {
  it('zh: records a session on the incident form; the download replays as recorded, a changed expectation fails per field', async () => {
    const phone = await suite.phone({ locale: 'zh-CN' });
    const { page } = phone;
    await login(page, suite.server, 'zhangsan', `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`);
    const toggle = page.getByTestId('replay-record-toggle');
    await toggle.waitFor({ timeout: 15000 });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    // Keyboard: the toggle is a real button.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await settledScreenshot(page, 'replay-recording-zh');

    await field(page, 'title').getByRole('textbox').fill('录制：VPN 无法连接');
    await pickOption(page, 'urgentLevel', '高');
    const download = page.waitForEvent('download');
    await toggle.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.replay\.json$/);
    const dir = mkdtempSync(join(tmpdir(), 'sd-replay-'));
    const path = join(dir, file.suggestedFilename());
    await file.saveAs(path);
    const recorded = JSON.parse(readFileSync(path, 'utf8')) as { name: string; form?: unknown; steps: Array<Record<string, unknown>> };
    expect(recorded.form).toBeTruthy();
    expect(recorded.steps.some((step) => (step.set as { path?: string } | undefined)?.path === 'urgentLevel')).toBe(true);
    expect(await page.getByTestId('replay-record-status').innerText()).not.toBe('');

    // The recording passes the runner as recorded.
    const fieldTypes = await loadBuiltinFieldTypes();
    const lines: string[] = [];
    expect(await replayMain([path], fieldTypes, (line) => lines.push(line))).toBe(0);
    expect(lines.at(-1)).toBe('1 passed, 0 failed');

    // One expected value changed: it fails, naming the field and the property.
    const final = (recorded as unknown as { expect: { fields: Record<string, { value?: unknown }> } }).expect;
    final.fields.title = { ...final.fields.title, value: '别的标题' };
    const changed = join(dir, 'changed.replay.json');
    writeFileSync(changed, JSON.stringify({ ...recorded, name: 'changed' }));
    const failed: string[] = [];
    expect(await replayMain([changed], fieldTypes, (line) => failed.push(line))).toBe(1);
    expect(failed.join('\n')).toMatch(/title[\s\S]*value: expected "别的标题", actual "录制：VPN 无法连接"/);
    expect(failed.at(-1)).toBe('0 passed, 1 failed');
    expectClean(phone);
  });
});
