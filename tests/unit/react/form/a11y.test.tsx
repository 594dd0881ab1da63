// @vitest-environment jsdom
// Issue 13: every field control is named by its title and carries aria-invalid / aria-describedby /
// aria-required from its form row; submit moves focus to the first invalid field.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createRuntime } from '@core';
import { createFormSession } from '@core/form/session';
import { RuntimeProvider } from '@react';
import { SchemaForm, submitFormValues, type SchemaFormHandle } from '@react/form';
import { builtinFieldPlugins } from '@plugins/fields';

afterEach(cleanup);

const schema = {
  properties: {
    title: { title: '标题', 'x-component': 'INPUT', 'x-index': 0, 'x-rules': [{ required: true }] },
    amount: { title: 'Amount', 'x-component': 'NUMBER', 'x-index': 1, 'x-rules': [{ required: true }] },
    urgency: {
      title: 'Urgency',
      'x-component': 'SELECT',
      'x-index': 2,
      'x-rules': [{ required: true }],
      'x-props': { dataType: 'custom', dataSource: [{ label: '高', value: 'high' }, { label: 'Low', value: 'low' }] },
    },
    day: { title: 'Day', 'x-component': 'DATE', 'x-index': 3, 'x-rules': [{ required: true }], 'x-props': { isOnlyDate: true } },
    rating: { title: 'Rating', 'x-component': 'EVALUATE_STAR', 'x-index': 4, 'x-rules': [{ required: true }] },
    note: { title: 'Note', 'x-component': 'TEXTAREA', 'x-index': 5 },
  },
};

function setup(values: Record<string, unknown> = {}, language: 'zh' | 'en' = 'en') {
  const runtime = createRuntime({ plugins: { fields: builtinFieldPlugins }, storage: createMemoryStorage({ language }) });
  const session = createFormSession({ schema, values, registry: runtime.registry, t: (key, options) => runtime.i18n.t(key, options) });
  const ref = createRef<SchemaFormHandle>();
  render(
    <RuntimeProvider runtime={runtime}>
      <SchemaForm ref={ref} controller={session} windowing={false} />
    </RuntimeProvider>,
  );
  return { session, ref };
}

const row = (code: string) => document.querySelector<HTMLElement>(`[data-field="${code}"]`)!;
const labelOf = (code: string) => row(code).querySelector<HTMLElement>('.sd-form-item__label')!;

describe('field rows and assistive technology', () => {
  it('names every control by its title and marks required ones; a trigger is a button opening a dialog', () => {
    setup();
    const title = row('title').querySelector('textarea')!;
    expect(title.getAttribute('aria-labelledby')).toBe(labelOf('title').id);
    expect(title.getAttribute('aria-required')).toBe('true');
    expect(title.hasAttribute('aria-invalid')).toBe(false);
    const amount = row('amount').querySelector('input')!;
    expect(amount.getAttribute('aria-labelledby')).toBe(labelOf('amount').id);
    expect(amount.getAttribute('aria-required')).toBe('true');
    const urgency = screen.getByRole('button', { name: /Urgency/ });
    expect(urgency.tagName).toBe('BUTTON');
    expect(urgency.getAttribute('aria-haspopup')).toBe('dialog');
    expect(urgency.getAttribute('aria-expanded')).toBe('false');
    // A button takes no aria-required (axe): it is described as required instead.
    expect(urgency.hasAttribute('aria-required')).toBe(false);
    expect(document.getElementById(urgency.getAttribute('aria-describedby')!)?.textContent).toBe('required');
    expect(title.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('radiogroup', { name: /Rating/ }).getAttribute('aria-required')).toBe('true');
    expect(row('note').querySelector('textarea')!.hasAttribute('aria-required')).toBe(false);
  });

  it('a field in error: aria-invalid and aria-describedby pointing at its announced message', async () => {
    const { session } = setup();
    await act(async () => {
      await session.validate();
    });
    const title = row('title').querySelector('textarea')!;
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(title.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBeTruthy();
    expect(message.getAttribute('role')).toBe('alert');
    const urgency = screen.getByRole('button', { name: /Urgency/ });
    expect(urgency.getAttribute('aria-invalid')).toBe('true');
    const [errorId, requiredId] = urgency.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(errorId!)?.getAttribute('role')).toBe('alert');
    expect(document.getElementById(requiredId!)?.textContent).toBe('required');
    expect(row('note').querySelector('textarea')!.hasAttribute('aria-invalid')).toBe(false);
  });

  it('submit moves focus to the first invalid field, in display order', async () => {
    const { session, ref } = setup({ title: 'Printer', amount: '3' });
    let values: unknown;
    await act(async () => {
      values = await submitFormValues(session, ref);
    });
    expect(values).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Urgency/ })));
  });

  it('focus goes to a radio group’s focusable star', async () => {
    const { session, ref } = setup({ title: 'Printer', amount: '3', urgency: 'low', day: Date.UTC(2024, 4, 1) });
    await act(async () => {
      await submitFormValues(session, ref);
    });
    await waitFor(() => expect(document.activeElement?.getAttribute('role'), document.activeElement?.outerHTML.slice(0, 200)).toBe('radio'));
    expect(document.activeElement?.closest('[data-field="rating"]')).toBeTruthy();
  });

  it('a tap on the title acts on the control: a picker opens, a text box gets focus', async () => {
    setup();
    fireEvent.click(labelOf('title'));
    expect(document.activeElement).toBe(row('title').querySelector('textarea'));
    fireEvent.click(labelOf('urgency'));
    expect(await screen.findByTestId('option-popup')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Urgency/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('marks Chinese-only titles and option labels lang="zh" in the English UI, not in the Chinese one', () => {
    setup({ urgency: 'high' });
    expect(row('title').querySelector('.sd-form-item__title')!.getAttribute('lang')).toBe('zh');
    expect(row('amount').querySelector('.sd-form-item__title')!.hasAttribute('lang')).toBe(false);
    expect(row('urgency').querySelector('.sd-picker-text')!.getAttribute('lang')).toBe('zh');
    cleanup();
    setup({ urgency: 'high' }, 'zh');
    expect(row('title').querySelector('.sd-form-item__title')!.hasAttribute('lang')).toBe(false);
  });
});
