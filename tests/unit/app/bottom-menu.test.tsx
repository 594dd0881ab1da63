// @vitest-environment jsdom
// The bottom menu follows the user's saved bottom-tab settings (H5_List): shown modules in order with
// their custom labels; the configuration's menu when nothing is saved or the load fails; a save on
// /settingTab applies at once.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { defaultConfig } from '@core';
import { MobileLayout } from '@app/layout';
import { ok, renderWithRuntime, setup } from '../react/support';

afterEach(cleanup);

const GET = '/api/v2/biz/listQueryDef/get';

function renderLayout(t: ReturnType<typeof setup>, path = '/homePage') {
  return renderWithRuntime(
    t.runtime,
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<MobileLayout bottomMenu={defaultConfig.bottomMenu} homePath="/homePage" mePath="/me" />}>
          <Route path="*" element={<p>page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const menu = () => within(screen.getByRole('navigation')).getAllByRole('link').map((link) => `${link.textContent} ${link.getAttribute('href')}`);

describe('bottom menu', () => {
  it('shows the saved H5_List: shown modules in order, custom labels', async () => {
    const t = setup();
    t.server.on('GET', GET, ok({ queryType: 'H5_List', queryContent: { modules: [{ key: 'search', isHidden: false }, { key: 'flowCenter', isHidden: true }, { key: 'home', isHidden: false, label: ' 工作台 ' }] } }));
    renderLayout(t);
    await waitFor(() => expect(menu()).toEqual(['搜索 /search', '工作台 /homePage']));
    expect(t.server.callsTo(GET)[0]!.params).toEqual({ queryType: 'H5_List' });
    expect(t.events['toast:show']).toEqual([]);
  });

  it("keeps the configuration's menu when nothing is saved or the load fails, and follows a save at once", async () => {
    const t = setup();
    t.server.on('GET', GET, { status: 500, body: 'down' });
    renderLayout(t);
    await waitFor(() => expect(t.server.callsTo(GET)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(menu()).toEqual(['首页 /homePage', '发起工单 /flowCenter']);
    expect(t.events['toast:show']).toEqual([]);

    act(() => t.runtime.bus.emit('homeSettings:saved', { queryType: 'H5_List', modules: [{ key: 'home', isHidden: false }, { key: 'me', isHidden: false, label: 'Mine' }] }));
    expect(menu()).toEqual(['首页 /homePage', 'Mine /me']);
    // The banner's settings are not the menu.
    act(() => t.runtime.bus.emit('homeSettings:saved', { queryType: 'H5_CAROUSEL_LIST', modules: [{ key: 'search', isHidden: false }] }));
    expect(menu()).toEqual(['首页 /homePage', 'Mine /me']);
  });

  it('nothing stored (queryContent null): the configuration menu', async () => {
    const t = setup();
    t.server.on('GET', GET, ok({ queryType: 'H5_List', queryContent: null }));
    renderLayout(t);
    await waitFor(() => expect(t.server.callsTo(GET)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(menu()).toEqual(['首页 /homePage', '发起工单 /flowCenter']);
  });
});
