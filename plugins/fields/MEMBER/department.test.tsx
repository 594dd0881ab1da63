// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestAdapter } from '@core';
// The story transport of the MEMBER story: the gateway's user, group and department handlers over the seed.
import { memberAdapter } from '../../../stories/fields/member-adapter';
import { controlledHost, fieldControl, memberRow, memberSheet, memberSheetButton, pickerTrigger, renderField, renderSchemaForm } from '../shared/test-utils';
import { MemberField } from './MemberField';
import type { MemberValueItem } from './normalize';

afterEach(cleanup);

const Host = controlledHost(MemberField);
const user = (userId: string, userName: string): MemberValueItem => ({ groupId: '', groupName: '', userId, userName });

/** The gateway's handlers, with the paths asked recorded and pending-ticket counts set by the test (or failing). */
function gateway(counts: Record<string, number> | 'fail' = {}) {
  const paths: string[] = [];
  const inner = memberAdapter({ latencyMs: 0 });
  const adapter: RequestAdapter = async (config) => {
    const path = (config.url ?? '').split('?')[0] ?? '';
    paths.push(path.replace(/^.*\/api\/v2/, ''));
    if (path.endsWith('/workOrder/usersOpenTicketsCount')) {
      if (counts === 'fail') return { status: 500, data: 'down' };
      return { status: 200, data: { code: 100000, msg: 'success', data: Object.entries(counts).map(([userId, count]) => ({ userId, count })) } };
    }
    return inner(config);
  };
  return { adapter, paths };
}

const crumbs = () => within(within(memberSheet()).getByRole('navigation')).getAllByRole('button').map((b) => b.textContent);

describe('MEMBER department/user picker', () => {
  it('browses the organisation structure: root, drill-down, breadcrumbs back; departments and users not of status 1 cannot be ticked; counts shown capped (en)', async () => {
    const changes: unknown[] = [];
    const { adapter } = gateway({ '10003': 120, '10007': 5 });
    renderField(<Host departmentMode multiple showWorkOrderCount title="Handlers" onChange={(v) => changes.push(v)} />, { requestAdapter: adapter, language: 'en' });
    fireEvent.click(pickerTrigger());
    await within(memberSheet()).findByText('Example Tech Group');
    expect(crumbs()).toEqual(['Organisation structure']);
    expect(within(memberSheet()).getByPlaceholderText('Search name or account')).toBeTruthy();
    // A department opens; its box cannot be ticked.
    expect((within(memberRow('Example Tech Group')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(memberSheet()).getByText('Example Tech Group'));
    fireEvent.click(await within(memberSheet()).findByRole('button', { name: 'Open Information Technology' }));
    fireEvent.click(await within(memberSheet()).findByText('IT Operations Centre'));
    await within(memberSheet()).findByText('Wang Wu');
    expect(crumbs()).toEqual(['Organisation structure', 'Example Tech Group', 'Information Technology', 'IT Operations Centre']);
    // Zheng Shi is disabled (status 2): shown, not selectable, and says why.
    const zheng = within(memberRow('Zheng Shi')).getByRole('checkbox') as HTMLInputElement;
    expect([zheng.disabled, zheng.getAttribute('aria-label')]).toEqual([true, 'Zheng Shi (Disabled)']);
    // Pending tickets: 120 reads 99+, named in full for screen readers; users without an answer show none.
    const badge = (name: string) => within(memberRow(name)).queryByTestId('work-order-count');
    await waitFor(() => expect(badge('Wang Wu')?.querySelector('[aria-hidden="true"]')?.textContent).toBe('99+'));
    expect(within(badge('Wang Wu')!).getByText('120 pending tickets').className).toBe('sd-visually-hidden');
    expect(badge('Zhou Ba')?.querySelector('[aria-hidden="true"]')?.textContent).toBe('5');
    expect(badge('Wu Jiu')).toBeNull();
    fireEvent.click(within(memberRow('Wang Wu')).getByRole('checkbox'));
    fireEvent.click(within(memberRow('Zhou Ba')).getByRole('checkbox'));
    // Back to the root by its breadcrumb: the selection is kept.
    fireEvent.click(within(within(memberSheet()).getByRole('navigation')).getByRole('button', { name: 'Organisation structure' }));
    await waitFor(() => expect(crumbs()).toEqual(['Organisation structure']));
    await within(memberSheet()).findByText('Example Tech Group');
    fireEvent.click(memberSheetButton(/^OK \(2\)$/));
    expect(changes).toEqual([[user('10003', 'Wang Wu'), user('10007', 'Zhou Ba')]]);
  });

  it('searches by name after the debounce; a failed count call leaves the counts out', async () => {
    const changes: unknown[] = [];
    const { adapter, paths } = gateway('fail');
    renderField(<Host departmentMode multiple={false} showWorkOrderCount searchDebounceMs={5} title="处理人" onChange={(v) => changes.push(v)} />, { requestAdapter: adapter });
    fireEvent.click(pickerTrigger());
    await within(memberSheet()).findByText('示例科技集团');
    fireEvent.change(within(memberSheet()).getByPlaceholderText('搜索姓名或账号'), { target: { value: '孙' } });
    await within(memberSheet()).findByText('孙七(Sun Qi)');
    expect(paths).toContain('/base/user/getUserInfoByUserName');
    await waitFor(() => expect(paths).toContain('/biz/workOrder/usersOpenTicketsCount'));
    expect(within(memberRow('孙七(Sun Qi)')).queryByTestId('work-order-count')).toBeNull();
    fireEvent.click(within(memberSheet()).getByText('孙七(Sun Qi)'));
    expect(changes).toEqual([[user('10005', '孙七(Sun Qi)')]]);
  });

  it('security mode: nothing to browse and no department call, a keyword finds people, clearing it empties the list again', async () => {
    const { adapter, paths } = gateway();
    renderField(<Host departmentMode securityFlag multiple searchDebounceMs={5} title="处理人" />, { requestAdapter: adapter });
    fireEvent.click(pickerTrigger());
    expect(within(memberSheet()).getByRole('status').textContent).toBe('请输入关键字搜索');
    expect(within(memberSheet()).queryByRole('navigation')).toBeNull();
    const search = within(memberSheet()).getByPlaceholderText('搜索姓名或账号');
    fireEvent.change(search, { target: { value: 'wang' } });
    await within(memberSheet()).findByText('王五(Wang Wu)');
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(within(memberSheet()).getByRole('status').textContent).toBe('请输入关键字搜索'));
    expect(within(memberSheet()).queryByText('王五(Wang Wu)')).toBeNull();
    expect(paths.filter((p) => p.includes('/department/'))).toEqual([]);
  });
});

describe('MEMBER leftovers in SchemaForm', () => {
  const schema = {
    type: 'object',
    properties: {
      deskPeople: { title: '服务台人员', 'x-component': 'MEMBER', 'x-index': 1, 'x-props': { isMultiple: true, limitUserByDepIds: ['d-112'] } },
      watchers: {
        title: '关注人',
        'x-component': 'MEMBER',
        'x-index': 2,
        'x-props': { isMultiple: true, selectType: 'person', additionOptions: [{ userId: '10004', name: '赵六', userAlias: 'Zhao Liu' }] },
      },
    },
  };

  it('limitUserByDepIds opens the department picker on those departments; OK stores the value and the search-helper value', async () => {
    const { adapter } = gateway();
    const controller = renderSchemaForm(schema, { requestAdapter: adapter });
    fireEvent.click(within(fieldControl('deskPeople')).getByTestId('picker-trigger'));
    await within(memberSheet()).findByText('服务台');
    expect(within(screen.getByTestId('member-list')).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(memberSheet()).getByText('服务台'));
    fireEvent.click(within(await waitFor(() => memberRow('李四(Li Si)'))).getByRole('checkbox'));
    fireEvent.click(memberSheetButton(/^确定\(1\)$/));
    await waitFor(() => expect(controller.getSubmitValues().deskPeople).toEqual([user('10002', '李四(Li Si)')]));
    expect(controller.getSubmitValues().deskPeople_search).toEqual(['|10002']);
  });

  it('additionOptions are offered on top of the groups', async () => {
    const { adapter } = gateway();
    const controller = renderSchemaForm(schema, { requestAdapter: adapter });
    fireEvent.click(within(fieldControl('watchers')).getByTestId('picker-trigger'));
    await within(memberSheet()).findByText('一线服务台');
    expect(within(screen.getByTestId('member-list')).getAllByRole('listitem')[0]!.textContent).toContain('赵六(Zhao Liu)');
    fireEvent.click(within(memberRow('赵六(Zhao Liu)')).getByRole('checkbox'));
    fireEvent.click(memberSheetButton(/^确定\(1\)$/));
    await waitFor(() => expect(controller.getSubmitValues().watchers).toEqual([user('10004', '赵六(Zhao Liu)')]));
  });

  it('shows deleted and unknown users as "user deleted" and users who are not normal in orange, in the field and read-only', async () => {
    const { adapter } = gateway();
    const values = { watchers: [user('10001', '张三(Zhang San)'), user('10009', '郑十(Zheng Shi)'), user('10010', '陈一(Chen Yi)'), user('99999', '某人')] };
    renderSchemaForm(schema, { requestAdapter: adapter, values: structuredClone(values), language: 'en' });
    const tags = () => [...fieldControl('watchers').querySelectorAll('.sd-picker-tag')].map((tag) => [tag.textContent, tag.classList.contains('sd-picker-warning')]);
    await waitFor(() =>
      expect(tags()).toEqual([
        ['张三(Zhang San)', false],
        ['郑十(Zheng Shi)', true],
        ['User deleted', true],
        ['User deleted', true],
      ]),
    );
    cleanup();
    renderSchemaForm(schema, { requestAdapter: adapter, values: structuredClone(values), mode: 'readOnly' });
    await waitFor(() => expect(fieldControl('watchers').textContent).toBe('张三(Zhang San)/郑十(Zheng Shi)/用户已删除/用户已删除'));
    expect([...fieldControl('watchers').querySelectorAll('.sd-picker-warning')].map((el) => el.textContent)).toEqual(['郑十(Zheng Shi)', '用户已删除', '用户已删除']);
  });
});
