// @vitest-environment jsdom
// The tags tab against the fixture gateway: add (32-character ids, the body sent), the refusals that keep the
// typed name, delete with its toast, recent tags (limit 10) and "only visible to me", in zh and en.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RuntimeEvents } from '@core';
import { readOrderDetail, readOrderHeader } from '../ticket-shared/model';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { actAs, gatewayPerFile, type DemoUser } from '../../../tests/unit/tickets/support';
import TagTab from './tag-tab';

const gateway = gatewayPerFile();
const B = '/api/v2/biz';
/** INC-0001 and INC-0002, zhangsan's. */
const INC1 = '899f007a89a4269d6cfdd8554b0d0cba';
const INC2 = '17ab79fc1f8d4c411ea7fbb1dc1abec2';

async function tabProps(user: DemoUser, id: string): Promise<DetailTabProps> {
  const [body, header] = await Promise.all([gateway.call(user, 'GET', `${B}/mdl/instance/body/get/${id}`), gateway.call(user, 'GET', `${B}/mdl/instance/header/get/${id}`)]);
  return { detail: readOrderDetail(body), header: readOrderHeader(header), reload: vi.fn(), active: true, variant: 'mobile' };
}

async function openTab(user: DemoUser, id: string, language: 'zh' | 'en' = 'zh') {
  const actor = await actAs(gateway, user, { language });
  const props = await tabProps(user, id);
  const post = vi.spyOn(actor.runtime.request, 'post');
  const get = vi.spyOn(actor.runtime.request, 'get');
  const changes: Array<RuntimeEvents['orderTags:changed']> = [];
  actor.runtime.bus.on('orderTags:changed', (event) => void changes.push(event));
  actor.open(`/orderDetails?id=${id}&tab=tag`, <TagTab {...props} />);
  await screen.findByTestId('tag-tab');
  return { actor, post, get, changes, props };
}

const calls = (spy: { mock: { calls: unknown[][] } }, path: string) => spy.mock.calls.filter((call) => String(call[0]).endsWith(path)).map((call) => call[1] as Record<string, unknown>);
const tagNames = () => screen.queryAllByTestId('order-tag').map((tag) => tag.querySelector('.sd-tag-chip__name')?.textContent);
const type = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: '标签名称' }), { target: { value } });
const add = () => fireEvent.click(screen.getByRole('button', { name: '添加' }));

async function orderTags(user: DemoUser, id: string) {
  return gateway.call<Array<{ id: string; tagName: string; isOnlyYourSelf: boolean }>>(user, 'GET', `${B}/tab/tag/queryOrderCustomTagInfo?orderId=${id}`);
}

describe('tags tab', () => {
  it('adds a typed tag with a new 32-character id and deletes it with a toast', async () => {
    const { actor, post, changes } = await openTab('zhangsan', INC1);
    expect(screen.getByTestId('tag-empty').textContent).toBe('暂无标签');

    type('网络故障');
    add();
    await waitFor(() => expect(tagNames()).toEqual(['网络故障']));
    const [saved] = calls(post, '/tab/tag/saveTag');
    expect(saved).toEqual({ orderId: INC1, isOnlyYourSelf: false, tags: [{ id: expect.stringMatching(/^[0-9a-f]{32}$/), tagName: '网络故障' }] });
    expect(actor.toasts('success')).toEqual(['添加成功']);
    expect((screen.getByRole('textbox', { name: '标签名称' }) as HTMLInputElement).value).toBe('');
    const stored = await orderTags('zhangsan', INC1);
    expect(stored.map((tag) => tag.id)).toEqual([(saved!.tags as Array<{ id: string }>)[0]!.id]);
    expect(changes.at(-1)).toEqual({ workOrderId: INC1, tags: [expect.objectContaining({ tagName: '网络故障' })] });

    fireEvent.click(screen.getByRole('button', { name: '删除标签 网络故障' }));
    await waitFor(() => expect(actor.toasts('success')).toEqual(['添加成功', '删除成功']));
    await screen.findByTestId('tag-empty');
    expect(calls(post, '/tab/tag/delete')).toEqual([{ orderTagIds: [expect.any(String)] }]);
    expect(await orderTags('zhangsan', INC1)).toEqual([]);
    expect(changes.at(-1)).toEqual({ workOrderId: INC1, tags: [] });
  });

  it('refuses an empty, a too long and a duplicate name with a message, keeping what was typed', async () => {
    const { post } = await openTab('zhangsan', INC1);
    const input = screen.getByRole('textbox', { name: '标签名称' }) as HTMLInputElement;
    add();
    expect((await screen.findByRole('alert')).textContent).toBe('请输入标签名称');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    type('长'.repeat(21));
    expect(screen.queryByRole('alert')).toBeNull();
    add();
    expect((await screen.findByRole('alert')).textContent).toBe('标签名称不能超过 20 个字');
    expect(input.value).toBe('长'.repeat(21));

    type('VPN');
    add();
    await waitFor(() => expect(tagNames()).toEqual(['VPN']));
    type(' vpn ');
    add();
    expect((await screen.findByRole('alert')).textContent).toBe('工单已有标签“vpn”');
    expect(input.value).toBe(' vpn ');
    expect(calls(post, '/tab/tag/saveTag')).toHaveLength(1);
  });

  it('offers the recent tags (limit 10) not on the ticket; a tap adds one with its own id', async () => {
    const ids = { vpn: 'a'.repeat(32), mail: 'b'.repeat(32) };
    await gateway.call('zhangsan', 'POST', `${B}/tab/tag/saveTag`, { orderId: INC2, isOnlyYourSelf: false, tags: [{ id: ids.vpn, tagName: 'VPN' }, { id: ids.mail, tagName: '邮件' }] });
    await gateway.call('zhangsan', 'POST', `${B}/tab/tag/saveTag`, { orderId: INC1, isOnlyYourSelf: false, tags: [{ id: ids.mail, tagName: '邮件' }] });
    const { get, post } = await openTab('zhangsan', INC1);
    await waitFor(() => expect(tagNames()).toEqual(['邮件']));
    const recent = await screen.findByTestId('tag-recent');
    expect(get.mock.calls.find((call) => String(call[0]).endsWith('/tab/tag/queryUserRecentlyTag'))?.[1]).toMatchObject({ params: { limit: 10 } });
    // 邮件 is already on the ticket: only VPN is offered.
    expect(within(recent).getAllByRole('button').map((button) => button.textContent)).toEqual(['VPN']);

    fireEvent.click(within(recent).getByRole('button', { name: '添加标签 VPN' }));
    await waitFor(() => expect(tagNames()).toEqual(['邮件', 'VPN']));
    expect(calls(post, '/tab/tag/saveTag')).toEqual([{ orderId: INC1, isOnlyYourSelf: false, tags: [{ id: ids.vpn, tagName: 'VPN' }] }]);
    await waitFor(() => expect(screen.queryByTestId('tag-recent')).toBeNull());
  });

  it('in English, "only visible to me" sends isOnlyYourSelf and the tag stays the user\'s own', async () => {
    const { actor, post } = await openTab('zhangsan', INC1, 'en');
    expect(screen.getByRole('heading', { name: 'Ticket tags' })).toBeTruthy();
    expect(screen.getByTestId('tag-empty').textContent).toBe('No tags yet');
    const onlyMe = screen.getByRole('switch', { name: 'Only visible to me' });
    fireEvent.click(onlyMe);
    fireEvent.change(screen.getByRole('textbox', { name: 'Tag name' }), { target: { value: 'Printer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(tagNames()).toEqual(['Printer']));
    expect(calls(post, '/tab/tag/saveTag')[0]).toMatchObject({ isOnlyYourSelf: true });
    expect(screen.getByRole('img', { name: 'Only visible to me' })).toBeTruthy();
    expect(actor.toasts('success')).toEqual(['Added']);
    expect(screen.getByRole('button', { name: 'Delete tag Printer' })).toBeTruthy();
    // Another user does not see it.
    expect(await orderTags('lisi', INC1)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a tag name');
  });
});
