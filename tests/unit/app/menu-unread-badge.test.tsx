// @vitest-environment jsdom
// The bottom menu's message-centre entry carries the unread badge (announcements + messages, named for screen
// readers, following `messages:read`); a menu without that entry asks for no counts.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { defaultConfig } from '@core';
import { MobileLayout } from '@app/layout';
import { ok, renderWithRuntime, setup } from '../react/support';

afterEach(cleanup);

const GET = '/api/v2/biz/listQueryDef/get';
const ANNOUNCEMENTS = '/api/v2/base/announcement/userPageList';
const CATEGORIES = '/api/v2/message/inbox/categories';

function renderLayout(t: ReturnType<typeof setup>) {
  return renderWithRuntime(
    t.runtime,
    <MemoryRouter initialEntries={['/homePage']}>
      <Routes>
        <Route element={<MobileLayout bottomMenu={defaultConfig.bottomMenu} homePath="/homePage" mePath="/me" />}>
          <Route path="*" element={<p>page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('bottom menu unread badge', () => {
  it('shows the unread count on the message centre entry and follows messages:read', async () => {
    const t = setup();
    t.server.on('GET', GET, ok({ queryType: 'H5_List', queryContent: { modules: [{ key: 'home', isHidden: false }, { key: 'messageCenter', isHidden: false }] } }));
    let messages = 3;
    t.server.on('GET', ANNOUNCEMENTS, ok({ records: [], total: 6, unreadCount: 1 }));
    t.server.on('GET', CATEGORIES, () => ok({ unreadCount: messages, categories: [] }));
    renderLayout(t);
    const nav = screen.getByRole('navigation');
    const entry = await within(nav).findByRole('link', { name: '消息中心，4 条未读' });
    expect(entry.getAttribute('href')).toBe('/messageCenter');
    expect(within(entry).getByTestId('tab-messageCenter-unread').textContent).toBe('4，4 条未读');
    expect(t.server.callsTo(ANNOUNCEMENTS)[0]!.params).toEqual({ pageNum: 1, pageSize: 1 });
    messages = 0;
    act(() => t.runtime.bus.emit('messages:read', { kind: 'message', ids: [], category: 'TICKET' }));
    expect(await within(nav).findByRole('link', { name: '消息中心，1 条未读' })).toBe(entry);
    expect(t.events['toast:show']).toEqual([]);
  });

  it('a menu without the message centre asks for no counts', async () => {
    const t = setup();
    t.server.on('GET', GET, ok({ queryType: 'H5_List', queryContent: null }));
    renderLayout(t);
    await waitFor(() => expect(t.server.callsTo(GET)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.server.callsTo(ANNOUNCEMENTS)).toHaveLength(0);
    expect(t.server.callsTo(CATEGORIES)).toHaveLength(0);
    expect(screen.queryByTestId('tab-messageCenter-unread')).toBeNull();
  });
});
