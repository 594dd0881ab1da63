// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { controllerOf } from '../../../../tests/support/controller';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createRuntime, type Language } from '@core';
import { RuntimeProvider } from '@react';
import { SchemaForm } from '@react/form';
import { builtinFieldPlugins } from '../../index';
import { colorField } from './index';

afterEach(cleanup);

// A server form that uses the new type next to a built-in one.
const schema = {
  type: 'object',
  properties: {
    title: { title: '标题', 'x-component': 'INPUT', 'x-index': 0 },
    labelColor: { title: '标签颜色', 'x-component': 'COLOR', 'x-index': 1, 'x-props': { palette: ['#F53F3F', '#00B42A', '#165DFF'] } },
  },
};

function mount(language: Language, options: { readOnly?: boolean; values?: Record<string, unknown> } = {}) {
  // The whole integration: the folder's definition appended to the plugin list.
  const runtime = createRuntime({ storage: createMemoryStorage({ language }), plugins: { fields: [...builtinFieldPlugins, colorField] } });
  const controller = controllerOf({ schema, values: options.values, readOnly: options.readOnly, registry: runtime.registry, context: { t: (k, o) => runtime.i18n.t(k, o) } });
  render(
    <RuntimeProvider runtime={runtime}>
      <SchemaForm controller={controller} windowing={false} />
    </RuntimeProvider>,
  );
  return { runtime, controller };
}

describe('COLOR example plugin', () => {
  it('is rendered by SchemaForm from one line in the plugin list, with its own texts', () => {
    const { controller } = mount('zh');
    expect(screen.queryByText('组件不存在，请注册')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '选择颜色 #00B42A' }));
    expect(controller.getValues().labelColor).toBe('#00B42A');
    expect(screen.getByRole('radio', { name: '选择颜色 #00B42A' }).getAttribute('aria-checked')).toBe('true');
  });

  it('speaks English through the texts its setup added', () => {
    mount('en');
    expect(screen.getByRole('radio', { name: 'Pick colour #165DFF' })).toBeTruthy();
    expect(screen.getByLabelText('Custom colour')).toBeTruthy();
  });

  it('takes a custom colour from the system picker', () => {
    const { controller } = mount('zh');
    act(() => {
      fireEvent.change(screen.getByLabelText('自定义颜色'), { target: { value: '#722ed1' } });
    });
    expect(controller.getValues().labelColor).toBe('#722ED1');
  });

  it("shows a swatch and the code when read-only, '--' when empty", () => {
    mount('zh', { readOnly: true, values: { labelColor: '#165dff' } });
    expect(screen.getByText('#165DFF')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    cleanup();
    mount('zh', { readOnly: true });
    expect(document.querySelector('[data-field="labelColor"]')?.textContent).toContain('--');
  });

  it('normalises on commit', () => {
    expect(colorField.commitValue?.('#abc', {})).toBe('#AABBCC');
    expect(colorField.commitValue?.('blue', {})).toBe('');
  });
});
