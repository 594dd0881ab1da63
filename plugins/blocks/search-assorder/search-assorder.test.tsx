// @vitest-environment jsdom
// /searchAssorder against the fixture gateway: the count, the candidates (fetched 100 at once, searched on the
// server), multi-select, the link types in the request language, Confirm (batch/relevance) with its toast and the
// way back to the ticket's linked-tickets tab; the empty list and a user without the link permission.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { actAs, gatewayPerFile, type DemoUser } from '../../../tests/unit/tickets/support';
import SearchAssorder from './search-assorder';

const gateway = gatewayPerFile();
const L = '/api/v2/biz/tab/orderLink';
/** zhangsan's INC-0001 (model `incident`), INC-0008 and REQ-0001. */
const INC1 = '899f007a89a4269d6cfdd8554b0d0cba';
const INC8 = '23c0aa0d573d09a07f3e86705c14ab23';
const REQ1 = '071b1f8bb441f8eb8c75897fa3165de9';

async function openScreen(user: DemoUser, url: string, language: 'zh' | 'en' = 'zh') {
  const actor = await actAs(gateway, user, { language });
  const post = vi.spyOn(actor.runtime.request, 'post');
  const view = actor.open(url, <SearchAssorder />);
  return { actor, post, view };
}

const bodiesOf = (post: { mock: { calls: unknown[][] } }, path: string) => post.mock.calls.filter((call) => String(call[0]).endsWith(path)).map((call) => call[1]);
const candidateIds = () => screen.queryAllByTestId('search-assorder-candidate').map((row) => row.getAttribute('data-work-order-id'));
const checkbox = (id: string) => within(screen.getAllByTestId('search-assorder-candidate').find((row) => row.getAttribute('data-work-order-id') === id)!).getByRole('checkbox');
const searchFor = (text: string) => {
  const box = screen.getByRole('searchbox');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.submit(box.closest('form')!);
};

describe('/searchAssorder', () => {
  it('shows the count and 100 candidates, links the chosen ones with the chosen type and goes back to the tab', async () => {
    const count = await gateway.call<number>('zhangsan', 'POST', `${L}/myCanAssociated/count`, { workOrderId: INC1 });
    const { actor, post, view } = await openScreen('zhangsan', `/searchAssorder?id=${INC1}&mdlDefCode=incident`);
    expect((await screen.findByTestId('search-assorder-count')).textContent).toBe(`可关联工单 ${count} 个`);
    await waitFor(() => expect(candidateIds()).toHaveLength(Math.min(count, 100)));
    expect(bodiesOf(post, '/myCanAssociated/list')).toEqual([{ workOrderId: INC1, pageNum: 1, pageSize: 100 }]);
    if (count > 100) expect(screen.getByText(`显示前 100 个，共 ${count} 个，请搜索缩小范围`)).toBeTruthy();

    const types = within(screen.getByRole('group', { name: '关联类型' })).getAllByRole('radio');
    expect(types.map((radio) => radio.closest('label')?.textContent)).toEqual(['相关', '起因于', '重复于', '父工单']);
    expect((types[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '重复于' }));

    const confirm = screen.getByTestId('search-assorder-confirm');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(checkbox(INC8));
    fireEvent.click(checkbox(REQ1));
    expect(confirm.textContent).toBe('确定（2）');
    fireEvent.click(confirm);
    await waitFor(() => expect(actor.toasts('success')).toEqual(['关联成功']));
    expect(bodiesOf(post, '/batch/relevance')).toEqual([{ workOrderId: INC1, linkType: 'duplicate', workOrderIds: [INC8, REQ1] }]);
    await waitFor(() => expect(view.location()).toBe(`/orderDetails?id=${INC1}&tab=assorder`));
    const links = await gateway.call<{ records: Array<{ workOrderId: string; linkType: string }> }>('zhangsan', 'GET', `${L}/associated/list?workOrderId=${INC1}`);
    expect(links.records.filter((link) => link.linkType === 'duplicate').map((link) => link.workOrderId).sort()).toEqual([INC8, REQ1].sort());
  });

  it('searches on the server; the selection survives a new search; no match shows the empty state', async () => {
    const { post } = await openScreen('zhangsan', `/searchAssorder?id=${INC1}&mdlDefCode=incident`);
    await waitFor(() => expect(candidateIds().length).toBeGreaterThan(0));
    searchFor('INC-0008');
    await waitFor(() => expect(candidateIds()).toEqual([INC8]));
    expect(bodiesOf(post, '/myCanAssociated/list').at(-1)).toEqual({ workOrderId: INC1, pageNum: 1, pageSize: 100, searchKey: 'INC-0008' });
    fireEvent.click(checkbox(INC8));
    searchFor('REQ-0001');
    await waitFor(() => expect(candidateIds()).toEqual([REQ1]));
    fireEvent.click(checkbox(REQ1));
    expect(screen.getByTestId('search-assorder-confirm').textContent).toBe('确定（2）');
    searchFor('no such ticket at all');
    expect((await screen.findByTestId('search-assorder-list-empty')).textContent).toContain('没有匹配的工单');
  });

  it('an empty candidate list shows the empty state and nothing to confirm', async () => {
    await gateway.fault({ match: '/myCanAssociated/list', status: 200, body: { code: 100000, data: { records: [], total: 0 }, msg: 'success' } });
    await openScreen('zhangsan', `/searchAssorder?id=${INC1}&mdlDefCode=incident`);
    expect((await screen.findByTestId('search-assorder-list-empty')).textContent).toContain('没有可关联的工单');
    expect((screen.getByTestId('search-assorder-confirm') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a user without the link permission is told so', async () => {
    const { post } = await openScreen('wangwu', `/searchAssorder?id=${INC1}&mdlDefCode=incident`);
    expect((await screen.findByTestId('search-assorder-forbidden')).textContent).toContain('你没有关联此工单的权限');
    expect(bodiesOf(post, '/myCanAssociated/list')).toEqual([]);
  });

  it('in English, without a model code in the address: the types come in English all the same', async () => {
    const { actor } = await openScreen('zhangsan', `/searchAssorder?id=${INC1}`, 'en');
    const group = await screen.findByRole('group', { name: 'Link type' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Relates to', 'Is caused by', 'Duplicates', 'Is parent of']);
    await waitFor(() => expect(candidateIds().length).toBeGreaterThan(0));
    fireEvent.click(checkbox(INC8));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm (1)' }));
    await waitFor(() => expect(actor.toasts('success')).toEqual(['Linked']));
  });
});
