// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { controlledHost } from '../shared/test-utils';
import { cmdbFieldControl, renderCmdb, renderCmdbForm } from '../shared/cmdb/test-utils';
import { CiReadPretty } from '../shared/cmdb/ci-read-pretty';
import { configurationItemField } from './definition';
import { ConfigurationItemField } from './ConfigurationItemField';

afterEach(cleanup);

const Host = controlledHost(ConfigurationItemField);
const picker = () => screen.getByTestId('ci-picker');
const options = () => within(picker()).queryAllByTestId('ci-option');
const optionNamed = (name: string) => within(picker()).getByRole('option', { name: new RegExp(name) });
const server = (n: number) => ({ ciId: `ci-srv-${String(n).padStart(3, '0')}`, ciName: `web-${String(n).padStart(3, '0')}`, modelId: 'm-server' });

describe('CONFIGURATION_ITEM definition', () => {
  it('is list-valued (single too), maps cmdbModelId and multiple, submits [{ciId, ciName, modelId}]', () => {
    expect(configurationItemField.type).toBe('CONFIGURATION_ITEM');
    expect(configurationItemField.valueKind).toBe('multi');
    expect(configurationItemField.emptyValue?.()).toEqual([]);
    expect(configurationItemField.mapProps?.({ cmdbModelId: 'm-server', multiple: 1 })).toEqual({ cmdbModelId: 'm-server', multiple: true });
    expect(configurationItemField.mapProps?.({ isMultiple: 'false' })).toEqual({ multiple: false });
    expect(configurationItemField.commitValue?.([{ ciId: 7, ciName: 'web', modelId: 'm', code: 'SRV', extra: 1 }], {})).toEqual([{ ciId: '7', ciName: 'web', modelId: 'm' }]);
  });
});

describe('ConfigurationItemField', () => {
  it('lists the model CIs 10 a page, loads more while a page is full, searches by keyword and submits the chosen CIs (multi)', async () => {
    const calls: Array<Record<string, unknown>> = [];
    const changes: unknown[] = [];
    renderCmdb(<Host cmdbModelId="m-server" multiple title="受影响配置项" searchDebounceMs={5} onChange={(v) => changes.push(v)} />, { onCall: (path, body) => path === '/cmdb/ciList' && calls.push(body) });
    fireEvent.click(screen.getByTestId('ci-trigger'));
    expect(within(picker()).getByRole('heading').textContent).toBe('受影响配置项');
    await waitFor(() => expect(options()).toHaveLength(10));
    expect(calls[0]).toEqual({ modelId: 'm-server', pageNum: 1, pageSize: 10 });
    fireEvent.click(screen.getByTestId('ci-picker-more'));
    await waitFor(() => expect(options()).toHaveLength(20));
    fireEvent.click(screen.getByTestId('ci-picker-more'));
    await waitFor(() => expect(options()).toHaveLength(25));
    // The last page was not full: no more to load.
    expect(screen.queryByTestId('ci-picker-more')).toBeNull();
    expect(calls.map((body) => body.pageNum)).toEqual([1, 2, 3]);

    fireEvent.change(within(picker()).getByPlaceholderText('搜索名称或编码'), { target: { value: 'SRV-02' } });
    await waitFor(() => expect(options().map((o) => o.dataset.ciId)).toEqual(['ci-srv-020', 'ci-srv-021', 'ci-srv-022', 'ci-srv-023', 'ci-srv-024', 'ci-srv-025']));
    expect(calls.at(-1)).toEqual({ modelId: 'm-server', keyword: 'SRV-02', pageNum: 1, pageSize: 10 });
    expect(optionNamed('web-021').textContent).toContain('编码 SRV-021');
    fireEvent.click(optionNamed('web-021'));
    fireEvent.keyDown(optionNamed('web-023'), { key: 'Enter' });
    expect(optionNamed('web-023').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(picker()).getByRole('button', { name: '确定(2)' }));
    expect(changes).toEqual([[server(21), server(23)]]);
    await waitFor(() => expect(screen.queryByTestId('ci-picker')).toBeNull());

    // Chips with name and code; each removable by its own named button.
    const chips = screen.getAllByTestId('ci-chip');
    expect(chips.map((chip) => chip.textContent)).toEqual(['web-021编码 SRV-021', 'web-023编码 SRV-023']);
    fireEvent.click(screen.getByRole('button', { name: '移除 web-021' }));
    expect(changes.at(-1)).toEqual([server(23)]);
    expect(screen.getByTestId('ci-trigger').textContent).toBe('添加配置项');
  });

  it('single: a tap chooses and closes; the stored CI shows its code (looked up once); Escape closes (en)', async () => {
    const changes: unknown[] = [];
    renderCmdb(<Host cmdbModelId="m-app" initial={[{ ciId: 'ci-app-002', ciName: 'OA 办公', modelId: 'm-app' }]} onChange={(v) => changes.push(v)} />, { language: 'en' });
    await waitFor(() => expect(screen.getByTestId('ci-chip').textContent).toContain('Code APP-002'));
    expect(screen.getByTestId('ci-trigger').textContent).toBe('Change configuration item');
    fireEvent.click(screen.getByTestId('ci-trigger'));
    expect(screen.getByRole('dialog', { name: 'Select configuration items' })).toBeTruthy();
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(optionNamed('OA').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(optionNamed('CRM'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('ci-picker')).toBeNull());
    expect(changes).toEqual([]);
    fireEvent.click(screen.getByTestId('ci-trigger'));
    await waitFor(() => expect(options()).toHaveLength(3));
    fireEvent.click(optionNamed('CRM'));
    expect(changes).toEqual([[{ ciId: 'ci-app-003', ciName: 'CRM', modelId: 'm-app' }]]);
    await waitFor(() => expect(screen.queryByTestId('ci-picker')).toBeNull());
    expect(screen.getByTestId('ci-chip').textContent).toContain('CRM');
  });

  it('a page that fails shows the failure with Retry in the picker; Retry loads it', async () => {
    let down = true;
    renderCmdb(<Host cmdbModelId="m-db" />, { failing: (path) => down && path === '/cmdb/ciList' });
    fireEvent.click(screen.getByTestId('ci-trigger'));
    const failure = await screen.findByTestId('ci-picker-state-error');
    expect(failure.textContent).toContain('配置项加载失败');
    down = false;
    fireEvent.click(within(failure).getByRole('button', { name: /重试|Retry/ }));
    await waitFor(() => expect(options().map((o) => o.dataset.ciId)).toEqual(['ci-db-001', 'ci-db-002']));
  });

  it('without a model the field cannot be opened and says why; locked fields offer no remove button', () => {
    renderCmdb(<Host initial={[server(1)]} />);
    const trigger = screen.getByTestId('ci-trigger');
    expect(trigger.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('ci-field-hint').textContent).toBe('未设置配置项模型');
    expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByTestId('ci-field-hint').id);
    fireEvent.click(trigger);
    expect(screen.queryByTestId('ci-picker')).toBeNull();
    cleanup();
    renderCmdb(<Host cmdbModelId="m-server" disabled initial={[server(1)]} />);
    expect(screen.queryByTestId('ci-chip-remove')).toBeNull();
    expect(screen.queryByTestId('ci-trigger')).toBeNull();
    expect(screen.getByTestId('ci-chip').textContent).toContain('web-001');
  });

  it('read-only display: the names, "--" when empty', () => {
    renderCmdb(<CiReadPretty value={[server(1), server(2)]} />);
    expect(document.body.textContent).toBe('web-001, web-002');
    cleanup();
    renderCmdb(<CiReadPretty value={[]} />);
    expect(document.body.textContent).toBe('--');
  });
});

describe('CONFIGURATION_ITEM in a form', () => {
  const schema = {
    type: 'object',
    properties: {
      affected: { title: '受影响服务器', cmdbModelId: 'm-server', 'x-component': 'CONFIGURATION_ITEM', 'x-index': 1, 'x-props': { multiple: true }, 'x-rules': [{ required: true, message: '' }] },
      app: { title: '应用', 'x-component': 'CONFIGURATION_ITEM', 'x-index': 2, 'x-props': { cmdbModelId: 'm-app' } },
    },
  };

  it('takes the schema cmdbModelId (x-props too), is required like other pickers and submits the value the server expects', async () => {
    const { session } = renderCmdbForm(schema);
    const result = await act(() => session.validate());
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors)).toEqual(['affected']);
    fireEvent.click(within(cmdbFieldControl('app')).getByTestId('ci-trigger'));
    await waitFor(() => expect(options()).toHaveLength(3));
    fireEvent.click(optionNamed('邮件系统'));
    await waitFor(() => expect(screen.queryByTestId('ci-picker')).toBeNull());
    fireEvent.click(within(cmdbFieldControl('affected')).getByTestId('ci-trigger'));
    await waitFor(() => expect(options()).toHaveLength(10));
    expect(options()[0]!.dataset.ciId).toBe('ci-srv-001');
    fireEvent.click(options()[0]!);
    fireEvent.click(within(picker()).getByRole('button', { name: '确定(1)' }));
    await waitFor(() => expect(session.getSubmitValues()).toMatchObject({ affected: [server(1)], app: [{ ciId: 'ci-app-001', ciName: '邮件系统', modelId: 'm-app' }] }));
    expect((await act(() => session.validate())).valid).toBe(true);
    session.dispose();
  });

  it('read-only form: the names', () => {
    const { session } = renderCmdbForm(schema, { mode: 'readOnly', values: { affected: [server(3), server(4)] } });
    expect(cmdbFieldControl('affected').textContent).toBe('web-003, web-004');
    expect(cmdbFieldControl('app').textContent).toBe('--');
    session.dispose();
  });
});
