// @vitest-environment jsdom
// The flow center and the drafts list against the fixture gateway: templates the user may start,
// the name search (trimmed, empty clears), a tap opens the create page; drafts reopen on it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FlowCenter from '@plugins/blocks/flow-center/flow-center';
import DraftList from '@plugins/blocks/draft-list/draft-list';
import ProcessTemplate from '@plugins/blocks/process-template/process-template';
import { actAs, gatewayPerFile } from '../../../tests/unit/tickets/support';

const gateway = gatewayPerFile();

const names = () => screen.queryAllByTestId('flow-template').map((row) => row.textContent ?? '');
const search = () => screen.getByTestId('flow-search').querySelector('input') as HTMLInputElement;

describe('flow center', () => {
  it('lists the templates the user may start and searches them by trimmed name', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const view = zhangsan.open('/flowCenter', <FlowCenter />);
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(names().join('|')).toContain('事件管理');
    // Change requests are for handlers and approvers: not offered to a requester.
    expect(names().join('|')).not.toContain('变更');

    fireEvent.change(search(), { target: { value: '  服务 ' } });
    await waitFor(() => expect(names()).toHaveLength(1));
    expect(names()[0]).toContain('服务请求');
    fireEvent.change(search(), { target: { value: 'nothing like this' } });
    await screen.findByText('没有匹配的流程');
    fireEvent.change(search(), { target: { value: '   ' } });
    await waitFor(() => expect(names()).toHaveLength(2));

    fireEvent.click(screen.getAllByTestId('flow-template').find((row) => row.textContent?.includes('事件管理'))!);
    await waitFor(() => expect(view.location()).toBe('/orderCreate?processDefId=proc-incident%3A3%3A90017'));
  });

  it('each template is a link named by the template, under the section heading', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const view = zhangsan.open('/flowCenter', <FlowCenter />);
    const link = await screen.findByRole('link', { name: '事件管理' });
    expect(link.getAttribute('data-testid')).toBe('flow-template');
    expect(link.getAttribute('href')).toBe('/orderCreate?processDefId=proc-incident%3A3%3A90017');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('流程模板');
    fireEvent.click(link);
    await waitFor(() => expect(view.location()).toBe('/orderCreate?processDefId=proc-incident%3A3%3A90017'));
  });

  it('a handler also sees the change request', async () => {
    const lisi = await actAs(gateway, 'lisi', { language: 'en' });
    lisi.open('/flowCenter', <FlowCenter />);
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(screen.getByTestId('flow-search').querySelector('input')?.placeholder).toBe('Search workflow names');
  });

  it('target "template" opens the template page, which shows the process and starts a ticket', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const view = zhangsan.open('/processTemplate', <ProcessTemplate />);
    await waitFor(() => expect(names()).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('flow-template')[0]!);
    await screen.findByTestId('process-template');
    expect(view.location()).toMatch(/^\/processTemplate\?processDefId=/);
    fireEvent.click(screen.getByTestId('template-start'));
    await waitFor(() => expect(view.location()).toMatch(/^\/orderCreate\?processDefId=/));
  });
});

describe('drafts list', () => {
  it("shows the user's drafts and reopens one on the create page", async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const view = zhangsan.open('/flowCenter', <DraftList />);
    // The newest first: the handcrafted draft, before the generated seed's older ones.
    const row = (await screen.findAllByTestId('draft-row'))[0]!;
    expect(row.textContent).toContain('申请外接显示器');
    expect(screen.getByTestId('draft-list').textContent).toContain('我的草稿');
    // A link (Tab reaches it) named by the draft tag and its title, in a section named by its heading.
    expect(row.tagName).toBe('A');
    expect(row.getAttribute('href')).toBe(`/orderCreate?draftId=${row.getAttribute('data-draft-id')}`);
    expect(screen.getByRole('link', { name: /^草稿\s*申请外接显示器$/ })).toBe(row);
    expect(screen.getByRole('region', { name: /^我的草稿（\d+）$/ })).toBe(screen.getByTestId('draft-list'));
    expect(screen.getByRole('heading', { level: 2, name: /^我的草稿（\d+）$/ })).toBeTruthy();
    fireEvent.click(row);
    await waitFor(() => expect(view.location()).toBe(`/orderCreate?draftId=${row.getAttribute('data-draft-id')}`));
  });

  it('is not shown while there are none', async () => {
    const lisi = await actAs(gateway, 'lisi');
    const view = lisi.open('/flowCenter', <DraftList />);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByTestId('draft-list')).toBeNull();
    expect(view.container.textContent).toBe('');
  });
});
