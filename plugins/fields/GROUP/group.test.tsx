// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import schema from '../../../fixtures/fields/GROUP.fields.json';
import stored from '../../../fixtures/fields/GROUP.values.json';
import type { SchemaFormMode } from '@react/form';
// The story transport of the MEMBER and GROUP stories: the gateway's user and group handlers over the seed.
import { memberAdapter } from '../../../stories/fields/member-adapter';
import { builtinFieldPlugins } from '../index';
import { MEMBER_RULE_KINDS } from '../MEMBER/normalize';
import { controlledHost, fieldControl, listen, memberList, memberRow, memberSheet, memberSheetButton, pickerTrigger, renderField, renderSchemaForm } from '../shared/test-utils';
import { groupField } from './definition';
import { GroupField } from './GroupField';

afterEach(cleanup);

const Host = controlledHost(GroupField);
const adapter = () => memberAdapter({ latencyMs: 0 });
const group = (groupId: string, groupName: string) => ({ groupId, groupName, userId: '', userName: '' });

const sheet = memberSheet;
const list = memberList;
const row = memberRow;
const footerButton = memberSheetButton;

describe('GROUP definition', () => {
  it('is a built-in list-valued type with MEMBER rule kinds, selectType forced to group and the group value shape', () => {
    expect(builtinFieldPlugins).toContain(groupField);
    expect(groupField.type).toBe('GROUP');
    expect(groupField.valueKind).toBe('multi');
    expect(groupField.emptyValue?.()).toEqual([]);
    expect(groupField.ruleKinds).toEqual(MEMBER_RULE_KINDS);
    expect(groupField.mapProps?.({ isMultiple: true, selectType: 'person' })).toMatchObject({ multiple: true, selectType: 'group' });
    expect(groupField.commitValue?.({ groupId: 'g-ops', groupName: '运维中心' }, {})).toEqual([group('g-ops', '运维中心')]);
  });
});

describe('GroupField', () => {
  it('chooses a group by browsing: sub-groups only (no people), a tap on the name confirms and closes', async () => {
    const changes: unknown[] = [];
    renderField(<Host multiple={false} title="处理组" onChange={(v) => changes.push(v)} />, { requestAdapter: adapter() });
    fireEvent.click(pickerTrigger());
    expect(within(sheet()).getByRole('heading').textContent).toBe('处理组');
    expect(within(sheet()).getByPlaceholderText('搜索用户组')).toBeTruthy();
    await within(sheet()).findByText('运维中心');
    // Groups can be chosen in group mode.
    expect((within(row('运维中心')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(within(sheet()).getByRole('button', { name: '查看 运维中心 的下级' }));
    await within(sheet()).findByText('网络运维组');
    expect(within(within(sheet()).getByRole('navigation')).getAllByRole('button').map((b) => b.textContent)).toEqual(['全部用户组', '运维中心']);
    expect(within(list()).getAllByRole('listitem').every((item) => item.getAttribute('data-key')?.startsWith('g:'))).toBe(true);
    fireEvent.click(within(sheet()).getByText('网络运维组'));
    expect(changes).toEqual([[group('g-network', '网络运维组')]]);
    await waitFor(() => expect(screen.queryByTestId('member-picker')).toBeNull());
    expect(pickerTrigger().textContent).toBe('网络运维组');
  });

  it('multi: chooses groups by search (debounced, English names), OK shows the count (en)', async () => {
    const changes: unknown[] = [];
    renderField(<Host multiple={true} searchDebounceMs={5} onChange={(v) => changes.push(v)} />, { requestAdapter: adapter(), language: 'en' });
    fireEvent.click(pickerTrigger());
    await within(sheet()).findByText('IT Operations');
    expect((footerButton(/^OK \(0\)$/) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(sheet()).getByPlaceholderText('Search groups'), { target: { value: 'Support' } });
    await within(sheet()).findByText('Desktop Support');
    // Groups only: no user/group tabs while searching.
    expect(within(sheet()).queryByRole('tab')).toBeNull();
    fireEvent.click(within(row('Desktop Support')).getByRole('checkbox'));
    fireEvent.click(within(row('Application Support')).getByRole('checkbox'));
    fireEvent.click(footerButton(/^OK \(2\)$/));
    expect(changes).toEqual([[group('g-desktop', 'Desktop Support'), group('g-app', 'Application Support')]]);
  });

  it('refuses an unSelected group with its toast', async () => {
    const changes: unknown[] = [];
    const { runtime } = renderField(<Host multiple={false} unSelected={['g-visitors']} unSelectedToast="访客组不能处理工单" onChange={(v) => changes.push(v)} />, { requestAdapter: adapter() });
    const toasts = listen(runtime, 'toast:show');
    fireEvent.click(pickerTrigger());
    fireEvent.click(await within(sheet()).findByText('访客组'));
    expect(toasts).toEqual([{ type: 'error', message: '访客组不能处理工单' }]);
    expect(changes).toEqual([]);
  });

  it('clears a stored person (a group field holds groups only) and reports it', () => {
    const changes: unknown[] = [];
    const { runtime, rerender } = renderField(<GroupField title="处理组" value={[group('g-ops', '运维中心')]} onChange={(v) => changes.push(v)} />);
    const messages = listen(runtime, 'field:showMessage');
    rerender(<GroupField title="处理组" value={[{ groupId: '', groupName: '', userId: '10001', userName: '张三' }]} onChange={(v) => changes.push(v)} />);
    expect(changes).toEqual([[]]);
    expect(messages).toEqual([{ field: '处理组', message: '处理组的值与字段设置不符，已清空' }]);
  });

  it('disabled and read-only fields cannot be opened and are faded to the configured opacity', () => {
    for (const lock of [{ disabled: true }, { readOnly: true }]) {
      renderField(<GroupField value={[group('g-ops', '运维中心')]} {...lock} />, { config: { readOnlyOpacity: 0.3 }, requestAdapter: adapter() });
      const trigger = pickerTrigger();
      expect(trigger.getAttribute('aria-disabled')).toBe('true');
      expect(trigger.style.opacity).toBe('0.3');
      fireEvent.click(trigger);
      expect(screen.queryByTestId('member-picker')).toBeNull();
      cleanup();
    }
  });
});

describe('GROUP in SchemaForm (fixtures/fields/GROUP.fields.json)', () => {
  const mount = (mode: SchemaFormMode, values: Record<string, unknown> = structuredClone(stored)) => renderSchemaForm(schema, { mode, values, requestAdapter: adapter() });
  const control = fieldControl;

  it('shows the stored group names read-only (joined by a slash, -- when empty), with no unknown-component notice', () => {
    mount('readOnly');
    expect(screen.queryByTestId('unknown-field')).toBeNull();
    expect(control('handlingGroup').textContent).toBe('一线服务台');
    expect(control('cab').textContent).toBe('网络运维组/数据库管理组');
    expect(control('supportGroup').textContent).toBe('--');
  });

  it('selectRange limits the root; the chosen groups go to the submit payload as [{groupId, groupName, userId: "", userName: ""}]', async () => {
    const controller = mount('edit', { ...structuredClone(stored), cab: [] });
    await act(async () => {
      fireEvent.click(within(document.querySelector('[data-field="cab"]') as HTMLElement).getByTestId('picker-trigger'));
    });
    expect(within(sheet()).getByRole('heading').textContent).toBe('变更评审委员会');
    await within(sheet()).findByText('运维中心');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(sheet()).getByRole('button', { name: '查看 运维中心 的下级' }));
    await within(sheet()).findByText('网络运维组');
    fireEvent.click(within(row('网络运维组')).getByRole('checkbox'));
    fireEvent.click(within(row('数据库管理组')).getByRole('checkbox'));
    fireEvent.click(footerButton(/^确定\(2\)$/));
    await waitFor(() => expect(controller.getSubmitValues().cab).toEqual([group('g-network', '网络运维组'), group('g-dba', '数据库管理组')]));
    expect(controller.getSubmitValues().handlingGroup).toEqual(stored.handlingGroup);
  });
});
