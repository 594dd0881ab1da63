// @vitest-environment jsdom
// Issue 10 item 2: on a device in New York (UTC-5) the detail header, the history, the draft
// restore dialog and the form session's date rules use the configured zone
// (AppConfig.timeZoneOffset, 480 by default), so they agree with the list's "+08:00" times.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@core';
import { tryCreateFormSession } from '@core/form/session';
import OrderCreate from '@plugins/blocks/order-create/order-create';
import OrderDetail from '@plugins/blocks/order-detail/order-detail';
import { FORM_LOCAL_STORAGE_KEY } from '@plugins/blocks/ticket-shared/local-copy';
import { deviceTimeZone } from '../../support/device-zone';
import { actAs, gatewayPerFile } from './support';

vi.mock('@plugins/blocks/flow-chart/viewer', () => ({
  mountFlowViewer: async () => ({ zoomIn: () => undefined, zoomOut: () => undefined, fit: () => undefined, destroy: () => undefined }),
}));
// The real session, watched: which zone the create and detail pages build it in.
vi.mock('@core/form/session', async (importOriginal) => {
  const original = await importOriginal<typeof import('@core/form/session')>();
  return { ...original, tryCreateFormSession: vi.fn(original.tryCreateFormSession) };
});

const gateway = gatewayPerFile();
deviceTimeZone('America/New_York');

const INCIDENT = 'proc-incident:3:90017';

/** The wall clock of `ms` at `offset` minutes east of UTC, worked out without the code under test. */
const wall = (ms: number, offset = 480) => new Date(ms + offset * 60_000).toISOString().slice(0, 16).replace('T', ' ');

async function startIncident(): Promise<string> {
  const started = await gateway.call<{ workOrderId: string }>('zhangsan', 'POST', '/api/v2/biz/btn/btnaction/start', {
    processDefKey: 'proc-incident',
    formData: { title: 'Printer offline', urgentLevel: '2', description: '<p>Offline since the morning.</p>' },
  });
  return started.workOrderId;
}

const sessionOffsets = () => vi.mocked(tryCreateFormSession).mock.calls.map(([options]) => options.utcOffset);

describe('ticket times on a device in America/New_York', () => {
  it('the detail header and the history show the +08:00 time the list shows', async () => {
    const id = await startIncident();
    const header = await gateway.call<{ createdTime: number }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/header/get/${id}`);
    const list = await gateway.call<{ records: Array<{ workOrderId: string; createdTime: string }> }>('zhangsan', 'POST', '/api/v2/biz/h5workOrder/list', {
      listType: 'unfinished',
      pageNum: 1,
      pageSize: 50,
    });
    const history = await gateway.call<Array<{ timestamp: number }>>('zhangsan', 'GET', `/api/v2/biz/tab/history/queryHistoryByOrderId?orderId=${id}`);
    // The list's text is the server's +08:00 wall clock of the header's timestamp.
    expect(list.records.find((r) => r.workOrderId === id)?.createdTime.slice(0, 16)).toBe(wall(header.createdTime));

    vi.mocked(tryCreateFormSession).mockClear();
    const zhangsan = await actAs(gateway, 'zhangsan');
    zhangsan.open(`/orderDetails?id=${id}`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    expect(screen.getByTestId('order-meta-createdAt').textContent).toContain(wall(header.createdTime));
    expect(sessionOffsets()).toContain(480);
    expect(sessionOffsets().every((offset) => offset === 480)).toBe(true);
    fireEvent.click(screen.getByTestId('order-tag-history'));
    const times = await screen.findAllByTestId('history-time');
    expect(times.map((el) => el.textContent)).toEqual(history.map((entry) => wall(entry.timestamp)));
  });

  it('a configured timeZoneOffset decides the shown times and the form session zone', async () => {
    const id = await startIncident();
    const header = await gateway.call<{ createdTime: number }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/header/get/${id}`);
    vi.mocked(tryCreateFormSession).mockClear();
    const zhangsan = await actAs(gateway, 'zhangsan', { config: { timeZoneOffset: 60 } });
    zhangsan.open(`/orderDetails?id=${id}`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    expect(screen.getByTestId('order-meta-createdAt').textContent).toContain(wall(header.createdTime, 60));
    expect(sessionOffsets()).toContain(60);
    expect(sessionOffsets().every((offset) => offset === 60)).toBe(true);
  });

  it('the draft restore dialog and the create form session use the +08:00 zone', async () => {
    const savedAt = Date.UTC(2026, 10, 25, 9, 1); // 17:01 at +08:00, 04:01 in New York
    const storage = createMemoryStorage();
    storage.setItem(FORM_LOCAL_STORAGE_KEY, JSON.stringify({ [INCIDENT]: { values: { title: 'Typed earlier' }, time: savedAt, userId: '10001' } }));
    vi.mocked(tryCreateFormSession).mockClear();
    const zhangsan = await actAs(gateway, 'zhangsan', { storage });
    zhangsan.open(`/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`, <OrderCreate />);
    expect(await screen.findByText('2026-11-25 17:01 在本机填写的内容尚未提交，是否恢复？')).toBeTruthy();
    expect(sessionOffsets()).toContain(480);
    expect(sessionOffsets().every((offset) => offset === 480)).toBe(true);
  });
});
