// @vitest-environment jsdom
// Cascade (form-widgets §4): when a superior field gets a value, its dependent's picker reloads its
// options at once with the superior's value as the query code, without being opened.
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import type { RequestAdapter } from '@core';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createRuntime } from '@core';
import { createFormSession } from '@core/form/session';
import { RuntimeProvider } from '@react';
import { SchemaForm } from '@react/form';
import { builtinFieldPlugins } from '../index';
import { optionPopup } from '../shared/test-utils';

afterEach(cleanup);

const schema = {
  type: 'object',
  properties: {
    province: { key: 'province', title: '省份', 'x-index': 1, 'x-component': 'SELECT', 'x-props': { dataSource: [{ label: '浙江', value: 'zj' }, { label: '江苏', value: 'js' }] } },
    city: { key: 'city', title: '城市', 'x-index': 2, firstId: 'province', 'x-component': 'SELECT', 'x-props': { directoryValue: 'dict-city' } },
  },
};
const cities: Record<string, Array<{ id: string; dictName: string }>> = {
  zj: [{ id: 'hz', dictName: '杭州' }],
  js: [{ id: 'nj', dictName: '南京' }, { id: 'sz', dictName: '苏州' }],
};

function mount(values: Record<string, unknown>) {
  const bodies: Array<Record<string, unknown>> = [];
  const requestAdapter: RequestAdapter = async (config) => {
    const body = JSON.parse(String(config.data ?? '{}')) as Record<string, unknown>;
    bodies.push(body);
    const records = cities[String(body.code)] ?? [];
    return { data: { code: 100000, data: { records, total: records.length } }, status: 200 };
  };
  const runtime = createRuntime({ storage: createMemoryStorage({ language: 'zh' }), plugins: { fields: builtinFieldPlugins }, requestAdapter, config: { concurrency: 4 } });
  const session = createFormSession({ schema, values, registry: runtime.registry, t: (k, o) => runtime.i18n.t(k, o) });
  render(
    <RuntimeProvider runtime={runtime}>
      <SchemaForm controller={session} windowing={false} />
    </RuntimeProvider>,
  );
  return { session, bodies };
}

const trigger = (code: string) => document.querySelector(`[data-field="${code}"] [role="button"], [data-field="${code}"] button`) as HTMLElement;

describe('SELECT cascade', () => {
  it('reloads the dependent with the superior value as the query code when the superior changes', async () => {
    const { session, bodies } = mount({ province: '' });
    await act(async () => {
      await session.load();
    });
    expect(session.controller.getState('city')?.disabled).toBe(true);
    expect(bodies).toHaveLength(0);

    await act(async () => {
      session.controller.setValue('province', 'js');
      await session.change('province');
    });
    await waitFor(() => expect(bodies.map((b) => b.code)).toEqual(['js']));
    expect(session.controller.getState('city')?.disabled).toBe(false);
    fireEvent.click(trigger('city'));
    expect(within(optionPopup()).getAllByRole('option').map((o) => o.textContent)).toEqual(['南京', '苏州']);

    await act(async () => {
      session.controller.setValue('province', 'zj');
      await session.change('province');
    });
    await waitFor(() => expect(bodies.map((b) => b.code)).toEqual(['js', 'zj']));
    await waitFor(() => expect(within(optionPopup()).getAllByRole('option').map((o) => o.textContent)).toEqual(['杭州']));
    session.dispose();
  });

  it('a stored superior value is the query of the first (lazy) load', async () => {
    const { session, bodies } = mount({ province: 'zj' });
    await act(async () => {
      await session.load();
    });
    expect(bodies).toHaveLength(0);
    fireEvent.click(trigger('city'));
    await waitFor(() => expect(bodies.map((b) => b.code)).toEqual(['zj']));
    await waitFor(() => expect(within(optionPopup()).getAllByRole('option').map((o) => o.textContent)).toEqual(['杭州']));
    session.dispose();
  });
});
