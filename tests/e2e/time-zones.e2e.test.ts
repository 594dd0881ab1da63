// Issue 10 item 2 in real Chromium: the same ticket shows the same time in the list, the detail
// header and the history whatever the browser's time zone, and that time is the configured zone's
// (AppConfig.timeZoneOffset, 480 = UTC+8). Run once with a UTC and once with a New York (UTC-5)
// browser. Run `npm run build:app` first.
import { describe, expect, it } from 'vitest';
import { browserSuite, gatewayApi, login } from './support';

const suite = browserSuite();
const OFFSET = 480;

/** The wall clock of `ms` at UTC+8, worked out without the app's code: `YYYY-MM-DD HH:mm`. */
const wall = (ms: number) => new Date(ms + OFFSET * 60_000).toISOString().slice(0, 16).replace('T', ' ');
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** An API call as `user` straight to the gateway (setting up a ticket; not under test). */
const api = <T,>(user: string, method: 'GET' | 'POST', path: string, body?: unknown) => gatewayApi<T>(suite.server, user, method, path, body);

for (const [zone, minutesBehindUtc] of [
  ['UTC', 0],
  ['America/New_York', 300],
] as const) {
  describe(`a ${zone} browser`, () => {
    it('list, detail header and history agree on the ticket time, in UTC+8', async () => {
      const title = `Clock check ${zone} ${Date.now()}`;
      const { workOrderId } = await api<{ workOrderId: string }>('zhangsan', 'POST', '/api/v2/biz/btn/btnaction/start', {
        processDefKey: 'proc-incident',
        formData: { title, urgentLevel: '1', description: '<p>Which time is it?</p>' },
      });
      const header = await api<{ createdTime: number }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/header/get/${workOrderId}`);
      const history = await api<Array<{ timestamp: number }>>('zhangsan', 'GET', `/api/v2/biz/tab/history/queryHistoryByOrderId?orderId=${workOrderId}`);
      const created = wall(header.createdTime);
      const today = wall(Date.now()).slice(0, 10);
      const listed = created.startsWith(today) ? `今天 ${created.slice(11)}` : created.startsWith(dayBefore(today)) ? `昨天 ${created.slice(11)}` : created.slice(5);

      const { page, problems } = await suite.phone({ timezoneId: zone });
      await login(page, suite.server, 'zhangsan', '/homePage');
      // The browser really is in that zone.
      expect(await page.evaluate(() => [Intl.DateTimeFormat().resolvedOptions().timeZone, new Date(Date.UTC(2026, 10, 25)).getTimezoneOffset()])).toEqual([zone, minutesBehindUtc]);

      const row = page.getByTestId('ticket-row').filter({ hasText: title });
      await row.waitFor();
      expect((await row.getByTestId('ticket-time').textContent())?.trim()).toBe(`创建时间 ${listed}`);

      await row.click();
      await page.waitForURL((url) => url.pathname === '/orderDetails');
      await expect.poll(() => page.getByTestId('order-meta-createdAt').textContent(), { timeout: 15000 }).toContain(created);

      await page.getByTestId('order-tag-history').click();
      await page.getByTestId('history-time').first().waitFor();
      const times = await page.getByTestId('history-time').allTextContents();
      expect(times).toEqual(history.map((entry) => wall(entry.timestamp)));
      expect(times).toContain(created);

      expect(problems.csp).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  });
}
