// @vitest-environment jsdom
// The browsing-history tab on a fake server: who viewed the ticket and when (configured zone), 15 a page with
// "load more", an inline retry when a later page fails, the empty state and the load failure; zh and en.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { readOrderDetail, readOrderHeader } from '../ticket-shared/model';
import { ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';
import BrowseHistoryTab from './browse-history-tab';
import { browseHistoryTab } from '.';

afterEach(cleanup);

const PATH = '/api/v2/biz/browsehistory/getPage/w1';
/** 2026-01-05 09:30 in UTC+8 (the configured zone). */
const T = Date.UTC(2026, 0, 5, 1, 30, 0);
const NAMES = ['李四(Li Si)', '王五(Wang Wu)', '张三(Zhang San)'];
const views = (count: number) => Array.from({ length: count }, (_, i) => ({ userId: `1000${i % 3}`, userName: NAMES[i % 3], browseTime: T - i * 60_000 }));

function serve(records: unknown[], language: 'zh' | 'en' = 'zh', failPage?: number) {
  const t = setup({ blocks: [browseHistoryTab], language });
  t.server.on('GET', PATH, (call) => {
    const pageNum = Number(call.params.pageNum);
    const pageSize = Number(call.params.pageSize);
    if (pageNum === failPage) return { status: 500, body: { code: 500, msg: 'boom' } };
    return ok({ records: records.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: records.length, pageNum, pageSize, pages: Math.ceil(records.length / pageSize) });
  });
  return t;
}

function props(): DetailTabProps {
  return { detail: readOrderDetail({ workOrderId: 'w1', version: 1 }), header: readOrderHeader({ workOrderId: 'w1' }), reload: () => undefined, active: true, variant: 'mobile' };
}

const rows = () => screen.getAllByTestId('browse-record');

describe('browsing-history tab', () => {
  it('zh: who and when, 15 a page, "load more" asks for the next page', async () => {
    const t = serve(views(17));
    renderWithRuntime(t.runtime, <BrowseHistoryTab {...props()} />);
    await screen.findByTestId('browse-history');
    expect(rows()).toHaveLength(15);
    expect(rows()[0]!.textContent).toBe('李四(Li Si)2026-01-05 09:30');
    expect(rows()[1]!.querySelector('time')!.textContent).toBe('2026-01-05 09:29');
    expect(screen.getByRole('list', { name: '浏览记录，共 17 条' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(rows()).toHaveLength(17));
    expect(t.server.callsTo(PATH).map((call) => call.params)).toEqual([
      { pageNum: 1, pageSize: 15 },
      { pageNum: 2, pageSize: 15 },
    ]);
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('en: a later page that fails keeps the rows with a retry', async () => {
    const t = serve(views(20), 'en', 2);
    renderWithRuntime(t.runtime, <BrowseHistoryTab {...props()} />);
    await screen.findByTestId('browse-history');
    expect(screen.getByRole('list', { name: 'Viewed by, 20 in all' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const retry = await screen.findByRole('button', { name: 'Could not load more. Tap to retry' });
    expect(rows()).toHaveLength(15);
    fireEvent.click(retry);
    await waitFor(() => expect(t.server.callsTo(PATH)).toHaveLength(3));
    expect(t.server.callsTo(PATH)[2]!.params).toEqual({ pageNum: 2, pageSize: 15 });
  });

  it('shows the empty state (zh and en) and the load failure', async () => {
    renderWithRuntime(serve([]).runtime, <BrowseHistoryTab {...props()} />);
    expect((await screen.findByTestId('browse-history-state-empty')).textContent).toContain('暂无浏览记录');
    cleanup();
    renderWithRuntime(serve([], 'en').runtime, <BrowseHistoryTab {...props()} />);
    expect((await screen.findByTestId('browse-history-state-empty')).textContent).toContain('Nobody has viewed this ticket yet');
    cleanup();
    const t = serve(views(3), 'zh', 1);
    renderWithRuntime(t.runtime, <BrowseHistoryTab {...props()} />);
    const error = await screen.findByTestId('browse-history-state-error');
    expect(error.textContent).toContain('浏览记录加载失败');
    expect(within(error).getByRole('button')).toBeTruthy();
  });
});
