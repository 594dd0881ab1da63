// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '@react';
import FormPreview from '@plugins/blocks/form-preview/form-preview';
import { formPreviewBlock } from '@plugins/blocks/form-preview';
import { createFormPath, previewModeOf, readCreateForm, withPreviewMode } from '@plugins/blocks/form-preview/model';
import malformed from '../../../fixtures/forms/malformed.form.json';
import unknownComponent from '../../../fixtures/forms/unknown-component.form.json';
import { createTestRuntime, ok } from '../../../tests/unit/core/fake-server';
import { createTestFieldPlugins } from '../../../tests/support/test-field-plugins';

afterEach(cleanup);

const API = '/api/v2/biz';

function open(url: string, replies: Record<string, unknown> = {}) {
  const t = createTestRuntime({ plugins: { fields: createTestFieldPlugins() }, storage: { language: 'zh' } });
  for (const [workflow, data] of Object.entries(replies)) t.server.on('GET', `${API}${createFormPath(workflow)}`, ok(data));
  render(
    <RuntimeProvider runtime={t.runtime}>
      <MemoryRouter initialEntries={[url]}>
        <FormPreview />
      </MemoryRouter>
    </RuntimeProvider>,
  );
  return t;
}

describe('form preview block', () => {
  it('is a lazy block named formPreview whose props schema allows a default workflow', () => {
    expect(formPreviewBlock.name).toBe('formPreview');
    expect(formPreviewBlock.propsSchema).toMatchObject({ properties: { workflow: { type: 'string' } } });
    expect(readCreateForm({ formDataInfo: { properties: {} }, formData: null })).toEqual({ formDataInfo: { properties: {} }, formData: {} });
    expect(createFormPath('a b/c')).toBe('/mdl/instance/body/create/a%20b%2Fc');
  });

  it('asks for a workflow when the address names none', () => {
    open('/formPreview');
    expect(screen.getByTestId('form-preview-missing').textContent).toContain('workflow');
  });

  it('loads the form, shows the unknown notice, validates, scrolls to errors and shows the submit values', async () => {
    const t = open('/formPreview?workflow=unknown-component', { 'unknown-component': { formDataInfo: unknownComponent, formData: { contact: '13800000000' } } });
    await screen.findByTestId('form-preview');
    expect(t.server.callsTo(`${API}/mdl/instance/body/create/unknown-component`)).toHaveLength(1);
    expect(screen.getAllByTestId('unknown-field')[0]!.textContent).toContain('组件不存在，请注册');

    await act(async () => {
      fireEvent.click(screen.getByTestId('form-preview-submit'));
    });
    const invalid = await screen.findByTestId('form-preview-result', {}, { timeout: 5000 });
    expect(invalid.getAttribute('data-kind')).toBe('invalid');
    expect(within(invalid).getByText('title')).toBeTruthy();
    expect(within(invalid).getByText('urgency')).toBeTruthy();
    // The failed submit finishes (focus on the first invalid field) before the next one can start.
    await waitFor(() => expect(screen.getByTestId('form-preview-submit').className).not.toContain('adm-button-loading'), { timeout: 5000 });

    fireEvent.change(document.querySelector('[data-field="title"] input')!, { target: { value: '投影仪无信号' } });
    fireEvent.change(document.querySelector('[data-field="extra.remark"] input')!, { target: { value: '越快越好' } });
    fireEvent.click(screen.getByTestId('select-urgency'));
    fireEvent.click(await screen.findByText('确定'));
    await waitFor(() => expect(screen.getByTestId('select-urgency').textContent).toBe('低'));

    await act(async () => {
      fireEvent.click(screen.getByTestId('form-preview-submit'));
    });
    await waitFor(() => expect(screen.getByTestId('form-preview-result').getAttribute('data-kind')).toBe('submitted'), { timeout: 5000 });
    const submitted = screen.getByTestId('form-preview-values');
    expect(JSON.parse(submitted.textContent ?? '')).toMatchObject({ title: '投影仪无信号', urgency: '0', contact: '13800000000', remark: '越快越好' });
    expect(screen.getByTestId('form-preview-result').getAttribute('data-kind')).toBe('submitted');
  });

  it('validates with the compiled rules of the form runtime, not only required (a phone check here)', async () => {
    open('/formPreview?workflow=unknown-component', { 'unknown-component': { formDataInfo: unknownComponent, formData: { title: '投影仪无信号', urgency: '1', contact: '12345' } } });
    await screen.findByTestId('form-preview');
    await act(async () => {
      fireEvent.click(screen.getByTestId('form-preview-validate'));
    });
    const invalid = await screen.findByTestId('form-preview-result', {}, { timeout: 5000 });
    expect(invalid.getAttribute('data-kind')).toBe('invalid');
    expect(invalid.textContent).toContain('contact');
    expect(invalid.textContent).toContain('请输入正确的电话号码');
    expect(invalid.textContent).not.toContain('title');
  });

  it('reads the mode from the address: readOnly, else edit; switching keeps the other parameters', () => {
    expect(previewModeOf(new URLSearchParams('workflow=a&mode=readOnly'))).toBe('readOnly');
    expect(previewModeOf(new URLSearchParams('workflow=a&mode=READONLY'))).toBe('edit');
    expect(previewModeOf(new URLSearchParams('workflow=a'))).toBe('edit');
    expect(withPreviewMode(new URLSearchParams('workflow=a'), 'readOnly').toString()).toBe('workflow=a&mode=readOnly');
    expect(withPreviewMode(new URLSearchParams('workflow=a&mode=readOnly'), 'edit').toString()).toBe('workflow=a');
  });

  it('switches to the read-only view of the same form and values, and back to editing', async () => {
    open('/formPreview?workflow=unknown-component', { 'unknown-component': { formDataInfo: unknownComponent, formData: {} } });
    await screen.findByTestId('form-preview');
    fireEvent.change(document.querySelector('[data-field="title"] input')!, { target: { value: '投影仪无信号' } });

    fireEvent.click(screen.getByTestId('form-preview-read-only'));
    await waitFor(() => expect(document.querySelector('[data-field="title"] input')).toBeNull());
    expect(document.querySelector('[data-field="title"]')!.textContent).toContain('投影仪无信号');
    // An empty field reads '--'; no submit in the read-only view.
    expect(document.querySelector('[data-field="contact"]')!.textContent).toContain('--');
    expect(screen.queryByTestId('form-preview-submit')).toBeNull();

    fireEvent.click(screen.getByTestId('form-preview-edit'));
    const input = await waitFor(() => document.querySelector<HTMLInputElement>('[data-field="title"] input')!);
    expect(input.value).toBe('投影仪无信号');
    expect(screen.getByTestId('form-preview-submit')).toBeTruthy();
  });

  it('opens read-only from the address', async () => {
    open('/formPreview?workflow=unknown-component&mode=readOnly', { 'unknown-component': { formDataInfo: unknownComponent, formData: { contact: '13800000000' } } });
    await screen.findByTestId('form-preview-edit');
    expect(document.querySelector('[data-field="contact"]')!.textContent).toContain('13800000000');
    expect(document.querySelector('[data-field="title"] input')).toBeNull();
  });

  it('shows the schema error panel for a malformed schema, without action buttons', async () => {
    open('/formPreview?workflow=malformed', { malformed: { formDataInfo: malformed, formData: {} } });
    const panel = await screen.findByTestId('schema-error');
    expect(panel.textContent).toContain('properties.urgency.x-props');
    expect(screen.queryByTestId('form-preview-submit')).toBeNull();
  });

  it('shows the schema error panel (not a crash) for a field keyed with a blank', async () => {
    const formDataInfo = { type: 'object', properties: { title: { title: '标题', 'x-component': 'INPUT' }, ' ': { title: '空格', 'x-component': 'INPUT' } } };
    open('/formPreview?workflow=blank-key', { 'blank-key': { formDataInfo, formData: {} } });
    const panel = await screen.findByTestId('schema-error');
    expect(panel.getAttribute('data-path')).toBe('properties[" "]');
    expect(panel.textContent).toContain('表单配置有误');
    expect(panel.textContent).toContain('field key must not be blank');
    expect(screen.queryByTestId('form-preview-submit')).toBeNull();
  });

  it('renders, validates and submits fields keyed with object-prototype names', async () => {
    const formDataInfo = JSON.parse(
      JSON.stringify({
        type: 'object',
        properties: {
          constructor: { title: '构造', 'x-component': 'INPUT', 'x-index': 0, 'x-rules': true },
          toString: { title: '转换', 'x-component': 'INPUT', 'x-index': 1 },
          hasOwnProperty: { title: '自有', 'x-component': 'INPUT', 'x-index': 2 },
          valueOf: { title: '取值', 'x-component': 'INPUT', 'x-index': 3 },
        },
      }),
    ) as unknown;
    open('/formPreview?workflow=prototype-keys', { 'prototype-keys': { formDataInfo, formData: { valueOf: 'v' } } });
    await screen.findByTestId('form-preview');
    await act(async () => {
      fireEvent.click(screen.getByTestId('form-preview-submit'));
    });
    const invalid = await screen.findByTestId('form-preview-result', {}, { timeout: 5000 });
    expect(invalid.getAttribute('data-kind')).toBe('invalid');
    expect(within(invalid).getByText('constructor')).toBeTruthy();
    // The first run ends after scrolling to the error (a frame later).
    await waitFor(() => expect(screen.getByTestId('form-preview-submit').className).not.toContain('adm-button-loading'));
    for (const [key, value] of [['constructor', 'c'], ['toString', 't'], ['hasOwnProperty', 'h']] as const) {
      fireEvent.change(document.querySelector(`[data-field="${key}"] input`)!, { target: { value } });
    }
    await act(async () => {
      fireEvent.click(screen.getByTestId('form-preview-submit'));
    });
    const submitted = await screen.findByTestId('form-preview-values', {}, { timeout: 5000 });
    expect(JSON.parse(submitted.textContent ?? '')).toEqual({ constructor: 'c', toString: 't', hasOwnProperty: 'h', valueOf: 'v' });
  });

  it('shows the load failure with the server message and retries', async () => {
    const t = open('/formPreview?workflow=nope');
    t.server.on('GET', `${API}${createFormPath('nope')}`, { status: 200, body: { code: 100006, msg: '您无权创建该工单，或该流程不存在，请联系IT服务台' } });
    // The first call went out before the route existed (404); the retry gets the business error.
    const failed = await screen.findByTestId('form-preview-error');
    fireEvent.click(within(failed).getByRole('button'));
    await waitFor(() => expect(screen.getByTestId('form-preview-error').textContent).toContain('您无权创建该工单'));
    expect(t.server.callsTo(`${API}${createFormPath('nope')}`)).toHaveLength(2);
  });
});
