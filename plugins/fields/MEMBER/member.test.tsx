// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import schema from '../../../fixtures/fields/MEMBER.fields.json';
import stored from '../../../fixtures/fields/MEMBER.values.json';
import type { SchemaFormMode } from '@react/form';
// The story transport of the MEMBER story: the gateway's user and group handlers over the seed.
import { memberAdapter } from '../../../stories/fields/member-adapter';
import { builtinFieldPlugins } from '../index';
import { controlledHost, fieldControl, listen, memberRow, memberSheet, memberSheetButton, pickerTrigger, renderField, renderSchemaForm } from '../shared/test-utils';
import { memberField } from './definition';
import { MemberField } from './MemberField';
import { MemberReadPretty } from './MemberReadPretty';
import type { MemberValueItem } from './normalize';

afterEach(cleanup);

const Host = controlledHost(MemberField);
const adapter = () => memberAdapter({ latencyMs: 0 });
const user = (userId: string, userName: string): MemberValueItem => ({ groupId: '', groupName: '', userId, userName });

const sheet = memberSheet;
const row = memberRow;
const footerButton = memberSheetButton;

describe('MEMBER definition', () => {
  it('is a built-in list-valued type (single mode too) with selection-count and parent rules and the spec value shape', () => {
    expect(builtinFieldPlugins).toContain(memberField);
    expect(memberField.type).toBe('MEMBER');
    expect(memberField.valueKind).toBe('multi');
    expect(memberField.emptyValue?.()).toEqual([]);
    expect(memberField.ruleKinds).toEqual(expect.arrayContaining(['selectionCount', 'parent']));
    expect(memberField.mapProps?.({ isMultiple: true, selectType: 'all' })).toMatchObject({ multiple: true, selectType: 'all' });
    expect(memberField.commitValue?.({ userId: '10001', name: '张三', userAlias: 'Zhang San' }, {})).toEqual([user('10001', '张三(Zhang San)')]);
  });
});

describe('MemberField', () => {
  it('chooses a person by search: debounced, a single tap confirms and closes, the trigger shows name(alias)', async () => {
    const changes: unknown[] = [];
    renderField(<Host selectType="person" multiple={false} searchDebounceMs={5} title="报告人" onChange={(v) => changes.push(v)} />, { requestAdapter: adapter() });
    fireEvent.click(pickerTrigger());
    expect(within(sheet()).getByRole('heading').textContent).toBe('报告人');
    await within(sheet()).findByText('一线服务台');
    fireEvent.change(within(sheet()).getByPlaceholderText('搜索姓名、账号或用户组'), { target: { value: '李四' } });
    fireEvent.click(await within(sheet()).findByText('李四(Li Si)'));
    expect(changes).toEqual([[user('10002', '李四(Li Si)')]]);
    await waitFor(() => expect(screen.queryByTestId('member-picker')).toBeNull());
    expect(pickerTrigger().textContent).toBe('李四(Li Si)');
  });

  it('multi: drills into a group by breadcrumb, OK shows the count and is disabled while nothing is selected (en)', async () => {
    const changes: unknown[] = [];
    renderField(<Host selectType="person" multiple={true} onChange={(v) => changes.push(v)} />, { requestAdapter: adapter(), language: 'en' });
    fireEvent.click(pickerTrigger());
    await within(sheet()).findByText('IT Operations');
    expect((footerButton(/^OK \(0\)$/) as HTMLButtonElement).disabled).toBe(true);
    // Group rows cannot be chosen in person mode: a tap on the name opens the group.
    expect((within(row('IT Operations')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(sheet()).getByText('IT Operations'));
    fireEvent.click(await within(sheet()).findByRole('button', { name: 'Open Desktop Support' }));
    // English names: the alias equals the name, so it is shown once.
    await within(sheet()).findByText('Wu Jiu');
    const crumbs = within(sheet()).getByRole('navigation');
    expect(within(crumbs).getAllByRole('button').map((b) => b.textContent)).toEqual(['All groups', 'IT Operations', 'Desktop Support']);
    fireEvent.click(within(row('Wu Jiu')).getByRole('checkbox'));
    // A disabled user (status 2) is tagged and cannot be chosen.
    expect((within(row('Zheng Shi')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(within(row('Zheng Shi')).getByText('Disabled')).toBeTruthy();
    fireEvent.click(within(crumbs).getByRole('button', { name: 'IT Operations' }));
    fireEvent.click(await within(sheet()).findByRole('button', { name: 'Open Network' }));
    await within(sheet()).findByText('Wang Wu');
    fireEvent.click(within(row('Wang Wu')).getByRole('checkbox'));
    // The selected tags row keeps both across levels.
    expect(within(sheet()).getByLabelText('Selected').textContent).toBe('Wu JiuWang Wu');
    fireEvent.click(footerButton(/^OK \(2\)$/));
    expect(changes).toEqual([[user('10008', 'Wu Jiu'), user('10003', 'Wang Wu')]]);
  });

  it('refuses an unSelected person with the configured error toast; nothing is selected', async () => {
    const changes: unknown[] = [];
    const { runtime } = renderField(<Host selectType="person" multiple={true} unSelected={['10005']} unSelectedToast="孙七正在休假，不能指派" onChange={(v) => changes.push(v)} />, { requestAdapter: adapter() });
    const toasts = listen(runtime, 'toast:show');
    fireEvent.click(pickerTrigger());
    fireEvent.click(await within(sheet()).findByRole('button', { name: '查看 一线服务台 的下级' }));
    await within(sheet()).findByText('孙七(Sun Qi)');
    fireEvent.click(within(row('孙七(Sun Qi)')).getByRole('checkbox'));
    expect(toasts).toEqual([{ type: 'error', message: '孙七正在休假，不能指派' }]);
    expect(footerButton(/^确定\(0\)$/)).toBeTruthy();
    fireEvent.click(within(row('李四(Li Si)')).getByRole('checkbox'));
    fireEvent.click(footerButton(/^确定\(1\)$/));
    expect(changes).toEqual([[user('10002', '李四(Li Si)')]]);
  });

  it('with selectType all shows the user-group and user tabs while searching; a group is chosen from its tab', async () => {
    const changes: unknown[] = [];
    renderField(<Host selectType="all" multiple={true} searchDebounceMs={5} onChange={(v) => changes.push(v)} />, { requestAdapter: adapter() });
    fireEvent.click(pickerTrigger());
    await within(sheet()).findByText('运维中心');
    expect(within(sheet()).queryByRole('tab')).toBeNull();
    fireEvent.change(within(sheet()).getByPlaceholderText('搜索姓名、账号或用户组'), { target: { value: '运维' } });
    await waitFor(() => expect(within(sheet()).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['用户组', '用户']));
    fireEvent.click(within(sheet()).getByRole('tab', { name: '用户组' }));
    fireEvent.click(within(await within(sheet()).findByText('网络运维组').then((el) => el.closest('[role="listitem"]') as HTMLElement)).getByRole('checkbox'));
    fireEvent.click(footerButton(/^确定\(1\)$/));
    expect(changes).toEqual([[{ groupId: 'g-network', groupName: '网络运维组', userId: '', userName: '' }]]);
  });

  it('clears a value that does not fit the field (two people in a single field, a group in person mode) and reports it', () => {
    const changes: unknown[] = [];
    const field = (value: MemberValueItem[]) => <MemberField title="报告人" multiple={false} selectType="person" value={value} onChange={(v) => changes.push(v)} />;
    const { runtime, rerender } = renderField(field([user('1', 'a')]));
    const messages = listen(runtime, 'field:showMessage');
    expect(changes).toEqual([]);
    rerender(field([user('1', 'a'), user('2', 'b')]));
    expect(changes).toEqual([[]]);
    expect(messages).toEqual([{ field: '报告人', message: '报告人的值与字段设置不符，已清空' }]);
    rerender(field([{ groupId: 'g', groupName: 'G', userId: '', userName: '' }]));
    expect(changes).toEqual([[], []]);
    // A read-only field keeps what it is given.
    rerender(<MemberField multiple={false} readOnly value={[user('1', 'a'), user('2', 'b')]} onChange={(v) => changes.push(v)} />);
    expect(changes).toHaveLength(2);
  });

  it('disabled and read-only fields cannot be opened and are faded to the configured opacity', () => {
    for (const lock of [{ disabled: true }, { readOnly: true }]) {
      renderField(<MemberField value={[user('10001', '张三(Zhang San)')]} {...lock} />, { config: { readOnlyOpacity: 0.3 } });
      const trigger = pickerTrigger();
      expect(trigger.getAttribute('aria-disabled')).toBe('true');
      expect(trigger.style.opacity).toBe('0.3');
      fireEvent.click(trigger);
      expect(screen.queryByTestId('member-picker')).toBeNull();
      cleanup();
    }
  });
});

describe('MemberReadPretty', () => {
  it('shows name(alias) of each person and group names, joined by a slash; -- when empty', () => {
    renderField(<MemberReadPretty value={stored.watchers} />);
    expect(screen.getByText('运维中心/赵六(Zhao Liu)')).toBeTruthy();
    cleanup();
    renderField(<MemberReadPretty value={[]} />);
    expect(screen.getByText('--')).toBeTruthy();
  });
});

describe('MEMBER in SchemaForm (fixtures/fields/MEMBER.fields.json)', () => {
  const mount = (mode: SchemaFormMode, values: Record<string, unknown> = structuredClone(stored)) => renderSchemaForm(schema, { mode, values, requestAdapter: adapter() });
  const control = fieldControl;

  it('shows the stored values read-only, with no unknown-component notice', () => {
    mount('readOnly');
    expect(screen.queryByTestId('unknown-field')).toBeNull();
    expect(control('reporter').textContent).toBe('张三(Zhang San)');
    expect(control('assignees').textContent).toBe('李四(Li Si)/王五(Wang Wu)');
    expect(control('deskAgent').textContent).toBe('--');
    expect(control('ownerGroup').textContent).toBe('网络运维组');
  });

  it('sends the chosen person as [{groupId, groupName, userId, userName}] in the submit payload; the sheet is titled by the field', async () => {
    const controller = mount('edit');
    await act(async () => {
      fireEvent.click(within(document.querySelector('[data-field="deskAgent"]') as HTMLElement).getByTestId('picker-trigger'));
    });
    expect(within(sheet()).getByRole('heading').textContent).toBe('服务台坐席');
    // selectRange limits the root to the service-desk group.
    await within(sheet()).findByText('一线服务台');
    expect(within(screen.getByTestId('member-list')).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(sheet()).getByText('一线服务台'));
    fireEvent.click(await within(sheet()).findByText('孙七(Sun Qi)'));
    await waitFor(() => expect(controller.getSubmitValues().deskAgent).toEqual([user('10005', '孙七(Sun Qi)')]));
    expect(controller.getSubmitValues().reporter).toEqual(stored.reporter);
  });
});
