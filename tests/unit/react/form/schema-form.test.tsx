// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { tryControllerOf } from '../../../support/controller';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { SchemaForm, type SchemaFormHandle } from '@react/form';
import malformed from '../../../../fixtures/forms/malformed.form.json';
import unknownComponent from '../../../../fixtures/forms/unknown-component.form.json';
import { controllerFor, createTestRuntime, renderWith } from './render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const simple = {
  type: 'object',
  properties: {
    title: { title: '标题', 'x-component': 'INPUT', 'x-index': 0, 'x-props': { placeholder: '请输入标题', description: '一句话描述' }, 'x-rules': [{ required: true }] },
    urgency: {
      title: '紧急程度',
      'x-component': 'SELECT',
      'x-index': 1,
      'x-props': { fieldWidth: 'HALF_LINE', dataSource: [{ label: '高', value: 'h' }, { label: '低', value: 'l' }] },
    },
    phone: { title: '电话', 'x-component': 'INPUT', 'x-index': 2, 'x-props': { fieldWidth: 'QUARTER' } },
    note: { title: '说明', 'x-component': 'INPUT', 'x-index': 3, 'x-props': { fieldWidth: 'THIRD' } },
  },
};

function input(address: string): HTMLInputElement {
  const element = cell(address).querySelector('input');
  if (!element) throw new Error(`no input in ${address}`);
  return element;
}

function cell(address: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-field="${address}"]`);
  if (!element) throw new Error(`no cell ${address}`);
  return element;
}

describe('SchemaForm', () => {
  it('renders every field with its registered component, title, asterisk, description and width', () => {
    const runtime = createTestRuntime();
    const controller = controllerFor(runtime, simple);
    renderWith(runtime, <SchemaForm controller={controller} windowing={false} />);

    const title = cell('title');
    expect(within(title).getByText('标题')).toBeTruthy();
    expect(title.querySelector('.sd-form-item__required')?.textContent).toBe('*');
    expect(within(title).getByText('一句话描述')).toBeTruthy();
    expect(within(title).getByPlaceholderText('请输入标题')).toBeTruthy();
    expect(cell('urgency').querySelector('.sd-form-item__required')).toBeNull();
    expect(cell('title').className).toContain('sd-field-cell--full');
    expect(cell('urgency').className).toContain('sd-field-cell--half');
    expect(cell('phone').className).toContain('sd-field-cell--quarter');
    expect(cell('note').className).toContain('sd-field-cell--third');
    expect(screen.getByTestId('select-urgency')).toBeTruthy();
  });

  it('writes typed values into the headless controller and shows validation errors', async () => {
    const runtime = createTestRuntime();
    const controller = controllerFor(runtime, simple);
    renderWith(runtime, <SchemaForm controller={controller} windowing={false} />);

    const result = await act(() => controller.validate());
    expect(result.valid).toBe(false);
    const message = result.errors.title?.[0];
    expect(message).toBeTruthy();
    expect(within(cell('title')).getByRole('alert').textContent).toBe(message);

    fireEvent.change(input('title'), { target: { value: 'VPN 无法连接' } });
    expect(controller.getValues().title).toBe('VPN 无法连接');
    await act(() => controller.validate());
    expect(within(cell('title')).queryByRole('alert')).toBeNull();
  });

  it('follows controller patches: hidden fields leave the grid, read-only fields are dimmed with the configured opacity', () => {
    const runtime = createTestRuntime();
    const controller = controllerFor(runtime, simple, { values: { phone: '123' } });
    renderWith(runtime, <SchemaForm controller={controller} windowing={false} />);

    act(() => {
      controller.applyPatch({ urgency: { visible: false }, phone: { readOnly: true }, note: { disabled: true } });
    });
    expect(cell('urgency').style.display).toBe('none');
    expect(screen.queryByTestId('select-urgency')).toBeNull();
    const phoneControl = cell('phone').querySelector<HTMLElement>('.sd-form-item__control');
    expect(phoneControl?.style.opacity).toBe(String(runtime.config.readOnlyOpacity));
    expect(phoneControl?.textContent).toBe('123');
    expect(input('note').disabled).toBe(true);

    act(() => {
      controller.applyPatch({ urgency: { visible: true } });
    });
    expect(screen.getByTestId('select-urgency')).toBeTruthy();
  });

  it('readOnly mode shows read-pretty displays: the plugin one when it has one, else the text with -- when empty', () => {
    const runtime = createTestRuntime();
    const controller = controllerFor(runtime, simple, { values: { title: '打印机卡纸', urgency: 'h' } });
    renderWith(runtime, <SchemaForm controller={controller} mode="readOnly" windowing={false} />);

    expect(cell('title').querySelector('.sd-form-item__control')?.textContent).toBe('打印机卡纸');
    expect(cell('urgency').querySelector('.sd-form-item__control')?.textContent).toBe('高');
    expect(cell('phone').querySelector('.sd-form-item__control')?.textContent).toBe('--');
    expect(screen.queryByTestId('input-title')).toBeNull();
    // No asterisk and no dimming in a read-only form: it is a display, not a disabled form.
    expect(cell('title').querySelector('.sd-form-item__required')).toBeNull();
    expect(cell('title').querySelector<HTMLElement>('.sd-form-item__control')?.style.opacity).toBe('');
  });

  it('shows end users a neutral notice for an unknown type (production build; zh and en), keeps the rest of the form working, names the type in the console', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const language of ['zh', 'en'] as const) {
      const runtime = createTestRuntime({ language });
      const controller = controllerFor(runtime, unknownComponent);
      const view = renderWith(runtime, <SchemaForm controller={controller} windowing={false} />);

      const notices = screen.getAllByTestId('unknown-field');
      expect(notices).toHaveLength(2);
      expect(notices.map((notice) => notice.textContent)).toEqual(Array(2).fill(language === 'zh' ? '此字段无法在当前应用中显示' : 'This field cannot be shown in this app'));
      // No developer message and no raw type for users: the console names it instead.
      expect(document.body.textContent).not.toMatch(/LEGACY_MAP_PICKER|HOLOGRAM_SIGNATURE|请注册|please register/);
      const warned = warn.mock.calls.map((call) => String(call[0]));
      expect(warned.filter((text) => text.includes('"LEGACY_MAP_PICKER"'))).toHaveLength(1);
      expect(warned.filter((text) => text.includes('"HOLOGRAM_SIGNATURE"'))).toHaveLength(1);
      warn.mockClear();
      expect(within(cell('legacyMap')).getByText(language === 'zh' ? '故障位置（旧版地图）' : '故障位置（旧版地图）')).toBeTruthy();

      fireEvent.change(input('title'), { target: { value: '会议室投影仪无信号' } });
      fireEvent.change(input('extra.remark'), { target: { value: '下午两点前' } });
      expect(controller.getValues()).toMatchObject({ title: '会议室投影仪无信号', remark: '下午两点前' });
      view.unmount();
    }
  });

  it('shows developers "No such component, please register" with the type in development builds (zh and en)', () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const language of ['zh', 'en'] as const) {
      const runtime = createTestRuntime({ language });
      const view = renderWith(runtime, <SchemaForm controller={controllerFor(runtime, unknownComponent)} windowing={false} />);
      const notices = screen.getAllByTestId('unknown-field');
      expect(notices).toHaveLength(2);
      expect(notices[0]!.textContent).toContain(language === 'zh' ? '组件不存在，请注册' : 'No such component, please register');
      expect(notices[0]!.textContent).toContain('LEGACY_MAP_PICKER');
      expect(within(cell('extra.signature')).getByTestId('unknown-field').textContent).toContain('HOLOGRAM_SIGNATURE');
      expect(screen.queryByText(language === 'zh' ? '此字段无法在当前应用中显示' : 'This field cannot be shown in this app')).toBeNull();
      view.unmount();
    }
  });

  it('renders ADD_GROUP containers as titled groups holding their fields', () => {
    const runtime = createTestRuntime();
    const controller = controllerFor(runtime, unknownComponent);
    renderWith(runtime, <SchemaForm controller={controller} windowing={false} />);
    const group = document.querySelector<HTMLElement>('[data-group="extra"]');
    expect(group?.querySelector('.sd-form-group__title')?.textContent).toBe('补充信息');
    expect(group?.querySelector('[data-field="extra.remark"]')).toBeTruthy();
    act(() => {
      controller.applyPatch({ extra: { visible: false } });
    });
    expect(document.querySelector('[data-group="extra"]')).toBeNull();
  });

  it('shows the groups the node puts away folded: a closed disclosure the keyboard opens; a scroll to a field inside opens it', async () => {
    const runtime = createTestRuntime();
    const controller = controllerFor(runtime, unknownComponent);
    const ref = createRef<SchemaFormHandle>();
    renderWith(runtime, <SchemaForm ref={ref} controller={controller} windowing={false} foldedGroups={['extra']} />);
    const group = document.querySelector<HTMLDetailsElement>('[data-group="extra"]')!;
    expect(group.tagName).toBe('DETAILS');
    expect(group.open).toBe(false);
    expect(group.querySelector('summary')?.textContent).toBe('补充信息');
    // The field stays in the form (its state and validation live on) while the group is closed.
    expect(group.querySelector('[data-field="extra.remark"]')).toBeTruthy();
    await act(async () => {
      await ref.current!.scrollToField('extra.remark');
    });
    expect(group.open).toBe(true);
    cleanup();
    // Without the node's list the group is the plain titled section.
    renderWith(runtime, <SchemaForm controller={controllerFor(runtime, unknownComponent)} windowing={false} />);
    expect(document.querySelector('[data-group="extra"]')?.tagName).toBe('SECTION');
  });

  it('hides a group whose fields are all hidden (no empty section title), and shows it again with one of them', () => {
    const runtime = createTestRuntime();
    const controller = controllerFor(runtime, unknownComponent);
    // Windowed, as on the pages: the group's fields may not exist yet when the linkage hides them.
    renderWith(runtime, <SchemaForm controller={controller} />);
    expect(document.querySelector('[data-group="extra"]')).toBeTruthy();
    act(() => {
      controller.applyPatch({ 'extra.signature': { visible: false }, 'extra.remark': { visible: false } });
    });
    expect(document.querySelector('[data-group="extra"]')).toBeNull();
    expect(screen.queryByText('补充信息')).toBeNull();
    act(() => {
      controller.applyPatch({ 'extra.remark': { visible: true } });
    });
    expect(document.querySelector('[data-group="extra"] .sd-form-group__title')?.textContent).toBe('补充信息');
  });

  it('shows a clear error panel with the message and JSON path for a malformed schema', () => {
    for (const language of ['zh', 'en'] as const) {
      const runtime = createTestRuntime({ language });
      const built = tryControllerOf({ schema: malformed, registry: runtime.registry, context: { t: runtime.i18n.t } });
      expect(built.ok).toBe(false);
      const view = renderWith(runtime, <SchemaForm controller={built} />);
      const panel = screen.getByTestId('schema-error');
      expect(panel.getAttribute('role')).toBe('alert');
      expect(panel.textContent).toContain(language === 'zh' ? '表单配置有误，无法显示' : 'This form cannot be shown');
      expect(panel.textContent).toContain('properties.urgency.x-props');
      expect(within(panel).getByText('properties.urgency.x-props').tagName).toBe('CODE');
      view.unmount();
    }
  });

  it('never evaluates {{ }} expressions from server strings', () => {
    const runtime = createTestRuntime();
    const hostile = {
      properties: {
        a: { title: "{{ (globalThis.__pwned = 'title') }}", 'x-component': 'INPUT', 'x-props': { placeholder: "{{ (globalThis.__pwned = 'placeholder') }}" } },
        b: { title: 'B', 'x-component': '{{ (globalThis.__pwned = "component") }}' },
      },
    };
    const controller = controllerFor(runtime, hostile);
    renderWith(runtime, <SchemaForm controller={controller} windowing={false} />);
    expect((globalThis as { __pwned?: string }).__pwned).toBeUndefined();
    expect(screen.getByText("{{ (globalThis.__pwned = 'title') }}")).toBeTruthy();
    expect(screen.getByPlaceholderText("{{ (globalThis.__pwned = 'placeholder') }}")).toBeTruthy();
    expect(screen.getAllByTestId('unknown-field')).toHaveLength(1);
  });

  it('contains a field that throws while rendering', () => {
    const runtime = createTestRuntime();
    runtime.registry.fields.register({
      type: 'BROKEN',
      valueKind: 'single',
      component: () => {
        throw new Error('boom');
      },
    });
    const controller = controllerFor(runtime, { properties: { x: { title: '坏字段', 'x-component': 'BROKEN' }, y: { title: '好字段', 'x-component': 'INPUT' } } });
    const errors: unknown[] = [];
    const original = console.error;
    // React reports the caught error to window.onerror and the console; both are expected here.
    const swallow = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', swallow);
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      renderWith(runtime, <SchemaForm controller={controller} windowing={false} />);
    } finally {
      console.error = original;
      window.removeEventListener('error', swallow);
    }
    expect(within(cell('x')).getByRole('alert').textContent).toContain('坏字段');
    expect(screen.getByTestId('input-y')).toBeTruthy();
    expect(errors.length).toBeGreaterThan(0);
  });
});
