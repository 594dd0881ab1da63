// @vitest-environment jsdom
// Issue 10 item 2: the ticket list and the drafts list show the configured zone's wall clock
// (AppConfig.timeZoneOffset, 480) and count "today" there, whatever the device's zone. At
// 2026-11-25 17:00 UTC it is already 11-26 01:00 at +08:00 but still 11-25 12:00 in New York.
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JsonPage } from '@react';
import { fakeLayout, ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';
import { deviceTimeZone } from '../../../tests/support/device-zone';

let restoreLayout: () => void;
beforeAll(async () => {
  restoreLayout = fakeLayout();
  await import('@plugins/blocks/home-page/home-page');
  await import('@plugins/blocks/draft-list/draft-list');
});
afterAll(() => restoreLayout());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const now = Date.UTC(2026, 10, 25, 17, 0);
// Server text is +08:00 wall clock: 00:30 on the 26th there (16:30 UTC, 11:30 in New York on the 25th).
const rows = [
  { workOrderId: 'T1', preNum: 'INC-0001', title: 'Just after midnight', dataStatus: 0, urgentLevel: 1, createdTime: '2026-11-26 00:30:00' },
  { workOrderId: 'T2', preNum: 'INC-0002', title: 'Late yesterday', dataStatus: 0, urgentLevel: 1, createdTime: '2026-11-25 23:10:00' },
  { workOrderId: 'T3', preNum: 'INC-0003', title: 'Earlier this year', dataStatus: 0, urgentLevel: 1, createdTime: '2026-03-08 02:30:00' },
];

for (const zone of ['UTC', 'America/New_York']) {
  describe(`lists on a device in ${zone}`, () => {
    deviceTimeZone(zone);

    it('the ticket list shows today / yesterday / month-day in the +08:00 zone', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
      const t = setup();
      t.server.on('POST', '/api/v2/biz/h5workOrder/list', ok({ records: rows, total: rows.length }));
      renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
      await screen.findByText('Just after midnight');
      expect(screen.getAllByTestId('ticket-time').map((el) => el.textContent)).toEqual(['创建时间 今天 00:30', '创建时间 昨天 23:10', '创建时间 03-08 02:30']);
    });

    it('the drafts list reads the saved time in the +08:00 zone, in zh and en', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
      for (const language of ['zh', 'en'] as const) {
        const t = setup({ language });
        const drafts = rows.map((row) => ({ ...row, processName: 'Incident', updatedTime: row.createdTime }));
        t.server.on('POST', '/api/v2/biz/h5workOrder/list', ok({ records: drafts, total: drafts.length }));
        renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'draftList' }]} />);
        const items = await screen.findAllByTestId('draft-row');
        const times = items.map((el) => /· (.*)$/.exec(el.textContent ?? '')?.[1]);
        expect(times).toEqual(language === 'zh' ? ['今天 00:30', '昨天 23:10', '03-08 02:30'] : ['Today 00:30', 'Yesterday 23:10', '03/08 02:30']);
        cleanup();
      }
    });
  });
}
