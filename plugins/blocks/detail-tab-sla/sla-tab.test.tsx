// @vitest-environment jsdom
// The SLA tab on a fake server: the calls, the main SLA and the OLAs with targets, states (text) and deadlines in
// the configured zone, a countdown that ticks each second only while the tab is active and the page visible
// (a timer, not announced), the empty state; zh and en.
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '@react';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { readOrderDetail, readOrderHeader } from '../ticket-shared/model';
import { ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';
import SlaTab from './sla-tab';
import { slaTab } from './index';

const GET = '/api/v2/biz/sla/instance/getSlaInstance/sla';
const POST = '/api/v2/biz/sla/instance/isResponseSla';
const MIN = 60 * 1000;
const NOW = Date.UTC(2026, 0, 5, 1, 0, 0); // 09:00 in UTC+8

const answer = {
  sla: { id: 'sla-w1', name: '事件管理 SLA', type: 'SLA', responseTargetMinutes: 60, resolveTargetMinutes: 480, startTime: NOW - 10 * MIN, responseDeadline: NOW + 123 * MIN, resolveDeadline: NOW + 470 * MIN, responded: false, solved: false, paused: false },
  otherOlaList: [
    { id: 'ola-a', name: '服务台受理', type: 'OLA', responseTargetMinutes: 60, resolveTargetMinutes: 240, responseDeadline: NOW - 60 * MIN, resolveDeadline: NOW - 15 * MIN, respondedTime: NOW - 50 * MIN, responded: true, solved: false, paused: false },
    { id: 'ola-b', name: '主管审批', type: 'OLA', responseTargetMinutes: 120, resolveTargetMinutes: 1440, responseDeadline: NOW - 200 * MIN, resolveDeadline: NOW + 600 * MIN, respondedTime: NOW - 300 * MIN, solvedTime: NOW - 250 * MIN, responded: true, solved: true, paused: false },
  ],
};

function props(active = true): DetailTabProps {
  return { detail: readOrderDetail({ workOrderId: 'w1', version: 2 }), header: readOrderHeader({ workOrderId: 'w1' }), active, reload: () => undefined, variant: 'mobile' };
}

function serve(language: 'zh' | 'en' = 'zh', data: unknown = answer) {
  const t = setup({ language, blocks: [slaTab] });
  t.server.on('GET', GET, ok(data));
  t.server.on('POST', POST, ok(false));
  return t;
}

const states = (card: HTMLElement) => [...within(card).getByTestId('sla-states').children].map((tag) => tag.textContent);
const timers = () => screen.getAllByRole('timer').map((timer) => timer.textContent);
const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SLA tab', () => {
  it('zh: the main SLA and the OLAs with targets, states, deadlines and countdowns; the calls sent', async () => {
    const t = serve();
    renderWithRuntime(t.runtime, <SlaTab {...props()} />);
    await screen.findByTestId('sla-tab');
    expect(t.server.callsTo(GET)[0]!.params).toEqual({ workOrderId: 'w1' });
    expect(t.server.callsTo(POST)[0]!.data).toEqual({ workOrderId: 'w1' });
    const main = screen.getByTestId('sla-main');
    expect(within(main).getByRole('heading', { level: 3 }).textContent).toBe('主 SLA · 事件管理 SLA');
    expect(states(main)).toEqual(['未响应', '未解决']);
    expect([...main.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['响应时限：1 小时', '解决时限：8 小时', '响应截止：2026-01-05 11:03', '解决截止：2026-01-05 16:50']);
    expect(within(main).getByRole('timer').textContent).toBe('剩余 2 小时 3 分');
    expect(within(main).getByRole('timer').getAttribute('aria-live')).toBe('off');
    expect(main.querySelector('.sd-sla__countdown')!.textContent).toBe('距响应截止 剩余 2 小时 3 分');

    const [accept, approve] = screen.getAllByTestId('sla-ola');
    expect(within(screen.getByRole('region', { name: '其他 OLA' })).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['服务台受理', '主管审批']);
    expect(states(accept!)).toEqual(['超时响应', '解决已超时']);
    expect(within(accept!).getByRole('timer').textContent).toBe('已超时 15 分');
    expect(states(approve!)).toEqual(['已响应', '已解决']);
    expect(within(approve!).queryByRole('timer')).toBeNull();
    expect(within(approve!).getByText('解决时限：1 天')).toBeTruthy();
  });

  it('the countdown ticks each second while the tab is active and the page visible, and only then', async () => {
    const t = serve();
    const view = renderWithRuntime(t.runtime, <SlaTab {...props()} />);
    await screen.findByTestId('sla-tab');
    expect(timers()).toEqual(['剩余 2 小时 3 分', '已超时 15 分']);
    tick(61 * 1000);
    expect(timers()).toEqual(['剩余 2 小时 1 分', '已超时 16 分 1 秒']);
    tick(1000);
    expect(timers()[1]).toBe('已超时 16 分 2 秒');

    // Hidden tab: no tick.
    view.rerender(
      <RuntimeProvider runtime={t.runtime}>
        <SlaTab {...props(false)} />
      </RuntimeProvider>,
    );
    tick(5000);
    expect(timers()[1]).toBe('已超时 16 分 2 秒');
    view.rerender(
      <RuntimeProvider runtime={t.runtime}>
        <SlaTab {...props(true)} />
      </RuntimeProvider>,
    );
    expect(timers()[1]).toBe('已超时 16 分 7 秒');

    // Page in the background: no tick; back in front it catches up at once.
    visibility = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    tick(10 * 1000);
    expect(timers()[1]).toBe('已超时 16 分 7 秒');
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(timers()[1]).toBe('已超时 16 分 17 秒');

    // A state follows the clock: within 30 minutes of the response deadline it is "soon overdue".
    tick(92 * MIN);
    expect(states(screen.getByTestId('sla-main'))).toEqual(['响应即将超时', '未解决']);
  });

  it('en: the same in English; isResponseSla true marks the main SLA responded', async () => {
    const t = setup({ language: 'en', blocks: [slaTab] });
    t.server.on('GET', GET, ok(answer));
    t.server.on('POST', POST, ok(true));
    renderWithRuntime(t.runtime, <SlaTab {...props()} />);
    await screen.findByTestId('sla-tab');
    const main = screen.getByTestId('sla-main');
    expect(within(main).getByRole('heading').textContent).toBe('Main SLA · 事件管理 SLA');
    expect(states(main)).toEqual(['Responded', 'Unsolved']);
    expect(main.querySelector('.sd-sla__countdown')!.textContent).toBe('Resolution 7 h 50 min left');
    expect(within(main).getByText('Response target: 1 h')).toBeTruthy();
    expect(within(main).getByText('Resolve by: 2026-01-05 16:50')).toBeTruthy();
    const [accept] = screen.getAllByTestId('sla-ola');
    expect(states(accept!)).toEqual(['Responded late', 'Resolution overdue']);
    expect(within(accept!).getByRole('timer').textContent).toBe('15 min overdue');
  });

  it('a paused SLA says so and has no countdown; no SLA shows the empty state (zh and en)', async () => {
    const t = serve('en', { sla: { ...answer.sla, paused: true }, otherOlaList: [] });
    renderWithRuntime(t.runtime, <SlaTab {...props()} />);
    await screen.findByTestId('sla-tab');
    expect(states(screen.getByTestId('sla-main'))).toEqual(['No response', 'Unsolved', 'Paused (on hold)']);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('No OLA')).toBeTruthy();
    cleanup();
    for (const [language, text] of [
      ['zh', '该工单暂无 SLA'],
      ['en', 'No SLA for this ticket'],
    ] as const) {
      const u = serve(language, { sla: null, otherOlaList: [] });
      renderWithRuntime(u.runtime, <SlaTab {...props()} />);
      expect((await screen.findByTestId('sla-tab-state-empty')).textContent).toContain(text);
      cleanup();
    }
  });
});
