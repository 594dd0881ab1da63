// @vitest-environment jsdom
// Issue 10 item 2: a table's cell messages judge date cells in the configured zone
// (AppConfig.timeZoneOffset), like the form session does, whatever the device's zone.
import { act, cleanup, render, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createRuntime } from '@core';
import { createFormSession } from '@core/form/session';
import { RuntimeProvider } from '@react';
import { SchemaForm } from '@react/form';
import { builtinFieldPlugins } from '../index';
import { deviceTimeZone } from '../../../tests/support/device-zone';

afterEach(cleanup);
deviceTimeZone('America/New_York');

const schema = {
  type: 'object',
  properties: {
    visits: {
      key: 'visits',
      title: '回访记录',
      'x-component': 'TABLE_FORM',
      'x-index': 0,
      'x-props': {
        columns: [
          { key: 'who', title: '回访人', 'x-component': 'INPUT', required: true },
          { key: 'day', title: '回访日期', 'x-component': 'DATE', 'x-props': { dateFormat: 'YEAR_MONTH_DAY', dateRange: { dateMinLimit: { key: 'defined', id: '2024-07-01' } } } },
        ],
      },
    },
  },
};
// 2024-07-01 00:00 at +08:00: on the limit there, still June 30 in New York.
const julyFirst = Date.UTC(2024, 6, 1) - 480 * 60_000;

describe('TABLE_FORM date cells on a device in New York', () => {
  it('a date on the limit in the +08:00 zone gets no cell message; the empty required cell does', async () => {
    const runtime = createRuntime({ storage: createMemoryStorage({ language: 'zh' }), plugins: { fields: builtinFieldPlugins } });
    const session = createFormSession({
      schema,
      values: { visits: [{ id: 'r-1', rowNum: 0, rowData: { who: '', day: julyFirst } }] },
      registry: runtime.registry,
      t: (key, opts) => runtime.i18n.t(key, opts),
      utcOffset: runtime.config.timeZoneOffset,
    });
    render(
      <RuntimeProvider runtime={runtime}>
        <SchemaForm controller={session} windowing={false} />
      </RuntimeProvider>,
    );
    let result: Awaited<ReturnType<typeof session.validate>> | undefined;
    await act(async () => {
      result = await session.validate();
    });
    expect(result!.errors['visits[0].day']).toBeUndefined();
    const table = document.querySelector<HTMLElement>('[data-field="visits"]')!;
    const cell = (column: string) => table.querySelector<HTMLElement>(`[data-column="${column}"]`)!;
    await waitFor(() => expect(within(cell('who')).getByRole('alert').textContent).toBe('请输入必填项！'));
    expect(within(cell('day')).queryByRole('alert')).toBeNull();
  });
});
