// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createRuntime } from '@core';
import { createFormSession } from '@core/form/session';
import { submitFormValues, type SchemaFormHandle } from '@react/form';
import { createTestFieldPlugins } from '../../../support/test-field-plugins';

const schema = {
  properties: {
    title: { title: 'Title', 'x-component': 'INPUT', 'x-index': 0, 'x-rules': [{ required: true }] },
    note: { title: 'Note', 'x-component': 'INPUT', 'x-index': 1 },
  },
};

function sessionFor(values: Record<string, unknown>) {
  const runtime = createRuntime({ plugins: { fields: createTestFieldPlugins() }, storage: createMemoryStorage({ language: 'en' }) });
  return createFormSession({ schema, values, registry: runtime.registry, t: (key, options) => runtime.i18n.t(key, options) });
}

function fakeHandle(calls: string[]): SchemaFormHandle {
  return {
    scrollToField: vi.fn(async () => true),
    scrollToFirstError: vi.fn(async (errors?: Readonly<Record<string, readonly string[]>>) => {
      calls.push(`scroll ${Object.keys(errors ?? {}).join(',')}`);
      return true;
    }),
  };
}

describe('submitFormValues', () => {
  it('an invalid form: runs beforeScroll, then scrolls the form to the first error, and gives no values', async () => {
    const session = sessionFor({ note: 'n' });
    const calls: string[] = [];
    const handle = fakeHandle(calls);
    const values = await submitFormValues(session, { current: handle }, { beforeScroll: () => calls.push('show form') });
    expect(values).toBeUndefined();
    expect(calls).toEqual(['show form', 'scroll title']);
    session.dispose();
  });

  it('a valid form: the submit values, without scrolling or beforeScroll', async () => {
    const session = sessionFor({ title: 'Printer broken', note: 'n' });
    const calls: string[] = [];
    const handle = fakeHandle(calls);
    const beforeScroll = vi.fn();
    const values = await submitFormValues(session, handle, { beforeScroll });
    expect(values).toEqual(session.getSubmitValues());
    expect(values).toMatchObject({ title: 'Printer broken', note: 'n' });
    expect(calls).toEqual([]);
    expect(beforeScroll).not.toHaveBeenCalled();
    session.dispose();
  });

  it('an invalid form whose SchemaForm is not mounted (empty ref) still gives no values', async () => {
    const session = sessionFor({});
    await expect(submitFormValues(session, { current: null })).resolves.toBeUndefined();
    session.dispose();
  });
});
