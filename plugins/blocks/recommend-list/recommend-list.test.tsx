// @vitest-environment jsdom
// The recommendation list on a fake server: at most 5, each a link to its create form, a refresh that
// drops the server's cache and loads again, and nothing at all (no toast) when the call fails.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonPage } from '@react';
import RecommendList from '@plugins/blocks/recommend-list/recommend-list';
import { ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';
import { readRecommendations } from './model';

afterEach(cleanup);

const LIST = '/api/v2/biz/recommend/recommend';
const REMOVE = '/api/v2/biz/recommend/removeRecommendCache';
const model = (i: number) => ({ id: `m${i}`, name: `服务 ${i}`, description: `说明 ${i}`, processDefId: `proc-${i}:1:1`, processDefKey: `proc-${i}` });

describe('recommendList block', () => {
  it('shows at most 5 recommendations, each a link to its create form', async () => {
    const t = setup();
    t.server.on('GET', LIST, ok([1, 2, 3, 4, 5, 6, 7].map(model)));
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'recommendList' }]} />);
    const region = await screen.findByRole('region', { name: '为你推荐' });
    expect(screen.getAllByTestId('recommend-item')).toHaveLength(5);
    const link = screen.getByRole('link', { name: '服务 1' });
    expect(link.getAttribute('href')).toBe('/orderCreate?processDefId=proc-1%3A1%3A1');
    expect(region.contains(link)).toBe(true);
    fireEvent.click(link);
    expect(t.events['router:navigate'].at(-1)).toEqual({ to: '/orderCreate?processDefId=proc-1%3A1%3A1' });
  });

  it('refresh drops the cached recommendations, then loads them again', async () => {
    const t = setup();
    let round = 0;
    t.server.on('GET', LIST, () => ok(round === 0 ? [model(1)] : [model(8), model(9)]));
    t.server.on('GET', REMOVE, () => {
      round += 1;
      return ok(true);
    });
    renderWithRuntime(t.runtime, <RecommendList />);
    fireEvent.click(await screen.findByRole('button', { name: '换一批推荐' }));
    await waitFor(() => expect(screen.getAllByTestId('recommend-item').map((row) => row.textContent)).toEqual(['服务 8说明 8', '服务 9说明 9']));
    expect(t.server.calls.filter((call) => call.path === LIST || call.path === REMOVE).map((call) => call.path)).toEqual([LIST, REMOVE, LIST]);
  });

  it('renders nothing, and shows no toast, when the call fails or there are none', async () => {
    const t = setup();
    t.server.on('GET', LIST, { status: 500, body: 'boom' });
    const view = renderWithRuntime(t.runtime, <RecommendList />);
    await waitFor(() => expect(t.server.callsTo(LIST)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container.textContent).toBe('');
    expect(t.events['toast:show']).toEqual([]);
    cleanup();

    const empty = setup();
    empty.server.on('GET', LIST, ok([]));
    const second = renderWithRuntime(empty.runtime, <RecommendList />);
    await waitFor(() => expect(empty.server.callsTo(LIST)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.container.textContent).toBe('');
  });

  it('reads models, dropping entries without a process', () => {
    expect(readRecommendations([{ name: 'x' }, { processDefId: 'p', name: 'P' }, null])).toEqual([{ id: 'p', name: 'P', processDefId: 'p' }]);
  });
});
