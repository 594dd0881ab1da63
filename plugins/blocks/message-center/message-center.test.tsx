// @vitest-environment jsdom
// The message centre against the gateway's own message handlers (stories/messages/messages-adapter.ts, in process):
// categories and announcements with unread counts, notice switches saved, a list with load more and mark all read,
// the detail sanitised and marked read on open (a ticket message opens its ticket), and the unread badge following
// `messages:read`; zh and en.
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createRuntime, type Runtime, type RuntimeEvents } from '@core';
import { RuntimeProvider, useRuntime } from '@react';
import { ToastHost } from '@react/feedback';
import { messagesAdapter, type MessagesAdapter } from '../../../stories/messages/messages-adapter';
import { UnreadBadge, useUnreadCount } from '../shared/unread-badge';
import MessageCenter from './message-center';
import MessageCenterList from './message-center-list';
import MessageDetail from './message-detail';

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

interface Harness extends MessagesAdapter {
  runtime: Runtime;
  toasts(type?: string): string[];
  events: Array<RuntimeEvents['messages:read']>;
  location(): string;
}

function BusRouter({ onLocation }: { onLocation(path: string): void }) {
  const runtime = useRuntime();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => runtime.bus.on('router:navigate', ({ to }) => void navigate(to)), [runtime, navigate]);
  useEffect(() => onLocation(`${location.pathname}${location.search}`), [location, onLocation]);
  return null;
}

/** Renders `element` at `url` with a runtime whose calls the message handlers answer (`fail`: paths that fail). */
function open(url: string, element: ReactElement, options: { language?: 'zh' | 'en'; fail?: string[]; userName?: string } = {}): Harness {
  const messages = messagesAdapter({ latencyMs: 0, fail: options.fail, userName: options.userName });
  const runtime = createRuntime({ storage: createMemoryStorage({ language: options.language ?? 'zh' }), requestAdapter: messages.adapter });
  const toasts: RuntimeEvents['toast:show'][] = [];
  runtime.bus.on('toast:show', (toast) => void toasts.push(toast));
  const events: Array<RuntimeEvents['messages:read']> = [];
  runtime.bus.on('messages:read', (event) => void events.push(event));
  let current = url;
  render(
    <RuntimeProvider runtime={runtime}>
      <MemoryRouter initialEntries={[url]}>
        <BusRouter onLocation={(next) => void (current = next)} />
        <Routes>
          <Route path={url.split('?')[0]} element={element} />
          <Route path="*" element={<div data-testid="elsewhere" />} />
        </Routes>
      </MemoryRouter>
      <ToastHost bus={runtime.bus} />
    </RuntimeProvider>,
  );
  return { ...messages, runtime, events, toasts: (type) => toasts.filter((toast) => !type || toast.type === type).map((toast) => toast.message), location: () => current };
}

const sent = (h: Harness, method: string, path: string) => h.calls.filter((call) => call.method === method && call.path.endsWith(path));

describe('message centre', () => {
  it('lists the announcements and the categories with their unread counts; the rows open the lists', async () => {
    open('/messageCenter', <MessageCenter />);
    const announcements = await screen.findByTestId('message-announcements');
    expect(announcements.getAttribute('href')).toBe('/messageCenterList?category=ANNOUNCEMENT');
    // The row's name carries its unread count (visually hidden text after the badge's digits).
    expect(announcements.textContent).toContain('公告');
    expect(within(announcements).getByTestId('message-announcements-unread').textContent).toBe('3，3 条未读');
    expect(announcements.textContent).toContain('本周六核心网络割接通知');
    const rows = screen.getAllByTestId('message-category');
    expect(rows.map((row) => [row.getAttribute('data-category'), row.querySelector('[data-count]')?.getAttribute('data-count') ?? '0'])).toEqual([
      ['TICKET', '4'],
      ['APPROVAL', '2'],
      ['SLA', '2'],
      ['SYSTEM', '1'],
    ]);
    expect(rows[0]!.textContent).toContain('工单消息');
  });

  it('saves a notice switch at once (what is sent, the toast), and puts it back when the save fails', async () => {
    const h = open('/messageCenter', <MessageCenter />);
    const sms = (await screen.findByTestId('notice-switch-TICKET_TODO-SMS')) as HTMLInputElement;
    expect(sms.checked).toBe(false);
    expect(sms.getAttribute('role')).toBe('switch');
    expect(screen.getByRole('switch', { name: '工单待办：短信' })).toBe(sms);
    expect(screen.getAllByTestId('notice-type').map((type) => type.getAttribute('data-type'))).toEqual(['TICKET_TODO', 'APPROVAL', 'URGE', 'SLA_WARNING', 'ANNOUNCEMENT']);
    fireEvent.click(sms);
    await waitFor(() => expect(h.toasts('success')).toEqual(['已保存']));
    expect(sent(h, 'POST', '/message/notice/saveSettings').map((call) => call.body)).toEqual([{ type: 'TICKET_TODO', channels: [{ channel: 'SMS', enabled: true }] }]);
    expect(sms.checked).toBe(true);
    expect(h.store.data.messageData?.noticeSettings['10001']?.TICKET_TODO).toEqual({ SMS: true });
  });

  it('a failed save puts the switch back; a failed overview shows Retry (zh/en)', async () => {
    const h = open('/messageCenter', <MessageCenter />, { fail: ['/saveSettings', '/inbox/categories'], language: 'en' });
    const error = await screen.findByTestId('message-center-overview-error');
    expect(error.textContent).toContain('The messages could not be loaded');
    const site = (await screen.findByRole('switch', { name: 'Approvals: In-app' })) as HTMLInputElement;
    expect(site.checked).toBe(true);
    fireEvent.click(site);
    expect(site.checked).toBe(false);
    await waitFor(() => expect(site.checked).toBe(true));
    expect(h.toasts('success')).toEqual([]);
  });
});

describe('message list', () => {
  it('pages a category with unread rows, loads more, and marks all read (what is sent, the rows, the event)', async () => {
    const h = open('/messageCenterList?category=TICKET', <MessageCenterList />);
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(10));
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('工单消息4 条未读');
    const rows = screen.getAllByTestId('message-row');
    expect(rows.map((row) => row.getAttribute('data-read'))).toEqual(['false', 'false', 'false', 'false', ...Array(6).fill('true')]);
    expect(rows[0]!.textContent).toMatch(/^未读: /);
    expect(rows[0]!.getAttribute('href')).toMatch(/^\/messageDetail\?id=msg-10001-ticket-01&type=message$/);
    fireEvent.click(screen.getByTestId('message-list-more'));
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(12));
    expect(screen.queryByTestId('message-list-more')).toBeNull();
    expect(sent(h, 'GET', '/message/inbox/pageList').map((call) => call.params)).toEqual([
      { category: 'TICKET', pageNum: 1, pageSize: 10 },
      { category: 'TICKET', pageNum: 2, pageSize: 10 },
    ]);

    fireEvent.click(screen.getByTestId('message-mark-all'));
    await waitFor(() => expect(screen.getAllByTestId('message-row').every((row) => row.getAttribute('data-read') === 'true')).toBe(true));
    expect(sent(h, 'POST', '/message/inbox/read').map((call) => call.body)).toEqual([{ category: 'TICKET' }]);
    expect(h.events).toEqual([{ kind: 'message', ids: [], category: 'TICKET' }]);
    expect(h.toasts('success')).toEqual(['已全部标为已读']);
    expect((screen.getByTestId('message-mark-all') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('工单消息');
  });

  it('announcements: their text without markup, and mark all read sends the unread ids with type ANNOUNCEMENT (en)', async () => {
    const h = open('/messageCenterList?category=ANNOUNCEMENT', <MessageCenterList />, { language: 'en' });
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(6));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Announcements3 unread');
    const phishing = screen.getAllByTestId('message-row')[2]!;
    expect(phishing.textContent).toContain('Phishing mail pretending');
    expect(phishing.querySelector('img, script')).toBeNull();
    expect(phishing.textContent).not.toContain('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(h.events).toHaveLength(1));
    expect(sent(h, 'POST', '/announcementNotifyRecord/modify').map((call) => call.body)).toEqual([
      { type: 'ANNOUNCEMENT', idList: ['ann-20261125-network', 'ann-20261124-mobile', 'ann-20261120-phishing'] },
    ]);
    expect(h.events[0]).toEqual({ kind: 'announcement', ids: ['ann-20261125-network', 'ann-20261124-mobile', 'ann-20261120-phishing'] });
  });

  it('without a category says so', () => {
    open('/messageCenterList', <MessageCenterList />);
    expect(screen.getByTestId('message-list-missing').textContent).toContain('缺少消息编号');
  });
});

describe('message detail', () => {
  it('shows an announcement sanitised (no script, handler or javascript: link) and marks it read on open', async () => {
    const h = open('/messageDetail?id=ann-20261120-phishing&type=announcement', <MessageDetail />);
    expect((await screen.findByTestId('message-detail-title')).textContent).toBe('关于防范钓鱼邮件的安全提醒');
    expect(screen.getByTestId('message-detail').textContent).toContain('发布人: 信息安全部');
    expect(screen.getByTestId('message-detail-time').textContent).toBe('2026-11-20 09:00');
    const body = screen.getByTestId('message-detail-body');
    await waitFor(() => expect(body.querySelector('.sd-rich-text:not(.sd-rich-plain)')).not.toBeNull());
    expect(body.textContent).toContain('近期出现冒充');
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|javascript:/);
    await waitFor(() => expect(h.events).toEqual([{ kind: 'announcement', ids: ['ann-20261120-phishing'] }]));
    expect(sent(h, 'POST', '/announcementNotifyRecord/modify').map((call) => call.body)).toEqual([{ type: 'ANNOUNCEMENT', idList: ['ann-20261120-phishing'] }]);
    expect(screen.queryByTestId('message-open-ticket')).toBeNull();
  });

  it('a ticket message opens its ticket; one read already is not marked again (en)', async () => {
    const h = open('/messageDetail?id=msg-10001-ticket-05&type=message', <MessageDetail />, { language: 'en' });
    const button = await screen.findByTestId('message-open-ticket');
    const detail = h.calls.find((call) => call.path.endsWith('/message/inbox/detail/msg-10001-ticket-05'));
    expect(detail).toBeTruthy();
    expect(button.textContent).toMatch(/^Open ticket [A-Z]+-\d{4}$/);
    expect(screen.getByTestId('message-detail').getAttribute('data-read-before')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(h.location()).toMatch(/^\/orderDetails\?id=[0-9a-f]{32}$/));
    expect(sent(h, 'POST', '/message/inbox/read')).toEqual([]);
    expect(h.events).toEqual([]);
  });

  it('an unread message is marked read on open; an unknown one says it is not there', async () => {
    const h = open('/messageDetail?id=msg-10001-ticket-01&type=message', <MessageDetail />);
    await screen.findByTestId('message-open-ticket');
    await waitFor(() => expect(sent(h, 'POST', '/message/inbox/read').map((call) => call.body)).toEqual([{ idList: ['msg-10001-ticket-01'] }]));
    await waitFor(() => expect(h.events).toEqual([{ kind: 'message', ids: ['msg-10001-ticket-01'] }]));
    cleanup();
    open('/messageDetail?id=nope&type=message', <MessageDetail />);
    expect((await screen.findByTestId('message-detail-empty')).textContent).toContain('消息不存在或已撤回');
  });

  it('a failing detail call offers Retry', async () => {
    open('/messageDetail?id=msg-10001-ticket-01&type=message', <MessageDetail />, { fail: ['/inbox/detail/'], language: 'en' });
    const error = await screen.findByTestId('message-detail-error');
    expect(error.textContent).toContain('The message could not be loaded');
    expect(within(error).getByRole('button')).toBeTruthy();
  });
});

function BadgeProbe() {
  const unread = useUnreadCount();
  return (
    <a href="/messageCenter" data-testid="probe">
      消息中心
      <UnreadBadge count={unread?.total ?? 0} />
    </a>
  );
}

describe('unread badge', () => {
  it('shows unread announcements + messages with an accessible name, asked once for several badges, and drops after a read', async () => {
    const h = open('/homePage', (
      <>
        <BadgeProbe />
        <BadgeProbe />
      </>
    ));
    await waitFor(() => expect(screen.getAllByTestId('unread-badge').map((badge) => badge.getAttribute('data-count'))).toEqual(['12', '12']));
    expect(screen.getAllByRole('link', { name: '消息中心，12 条未读' })).toHaveLength(2);
    expect(sent(h, 'GET', '/announcement/userPageList')).toHaveLength(1);
    expect(sent(h, 'GET', '/message/inbox/categories')).toHaveLength(1);

    await act(async () => {
      await h.runtime.request.post(h.runtime.request.path('base', '/announcementNotifyRecord/modify'), { type: 'ANNOUNCEMENT', idList: ['ann-20261125-network'] });
      h.runtime.bus.emit('messages:read', { kind: 'announcement', ids: ['ann-20261125-network'] });
    });
    await waitFor(() => expect(screen.getAllByTestId('unread-badge')[0]!.getAttribute('data-count')).toBe('11'));
    expect(screen.getAllByRole('link', { name: '消息中心，11 条未读' })).toHaveLength(2);
  });

  it('failing count calls are silent: no toast, no badge', async () => {
    const h = open('/homePage', <BadgeProbe />, { fail: ['/userPageList', '/inbox/categories'] });
    await waitFor(() => expect(sent(h, 'GET', '/inbox/categories')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    expect(h.toasts()).toEqual([]);
    expect(screen.getByRole('link', { name: '消息中心' })).toBeTruthy();
  });
});
