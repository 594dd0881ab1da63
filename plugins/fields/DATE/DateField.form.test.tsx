// @vitest-environment jsdom
// DATE inside SchemaForm: the field code and the form values come from the Formily field context.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { controllerOf } from '../../../tests/support/controller';
import { afterEach, describe, expect, it } from 'vitest';
import fixture from '../../../fixtures/fields/DATE.fields.json';
import { createMemoryStorage, createRuntime } from '@core';
import { RuntimeProvider } from '@react';
import { SchemaForm } from '@react/form';
import { dateField } from './definition';

afterEach(cleanup);

const at = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, m - 1, d, h, mi, s) - 8 * 3_600_000;

describe('DATE in SchemaForm', () => {
  it("bounds the end by the start's value from the form, without props from the host", async () => {
    const runtime = createRuntime({ plugins: { fields: [dateField] }, storage: createMemoryStorage({ language: 'zh' }) });
    const controller = controllerOf({
      schema: fixture,
      registry: runtime.registry,
      context: { t: (key, options) => runtime.i18n.t(key, options) },
      values: { planStartTime: at(2099, 3, 4, 5, 6, 7) },
    });
    render(
      <RuntimeProvider runtime={runtime}>
        <SchemaForm controller={controller} windowing={false} />
      </RuntimeProvider>,
    );
    const end = document.querySelector<HTMLElement>('[data-field="planEndTime"]')!;
    fireEvent.click(within(end).getByTestId('date-trigger'));
    fireEvent.click(await screen.findByText('确定'));
    expect(controller.form.values.planEndTime).toBe(at(2099, 3, 4, 5, 6, 7));
    expect(within(end).getByTestId('date-trigger').textContent).toBe('2099-03-04 05:06:07');
  });

  it('a field disabled by the form cannot be opened and is dimmed once, by the form item', () => {
    const runtime = createRuntime({ plugins: { fields: [dateField] }, storage: createMemoryStorage({ language: 'zh' }) });
    const controller = controllerOf({ schema: fixture, registry: runtime.registry, context: { t: (key, options) => runtime.i18n.t(key, options) } });
    render(
      <RuntimeProvider runtime={runtime}>
        <SchemaForm controller={controller} windowing={false} />
      </RuntimeProvider>,
    );
    act(() => {
      controller.applyPatch({ expectedDate: { disabled: true } });
    });
    const cell = document.querySelector<HTMLElement>('[data-field="expectedDate"]')!;
    const trigger = within(cell).getByTestId('date-trigger');
    fireEvent.click(trigger);
    expect(screen.queryByText('确定')).toBeNull();
    expect(trigger.style.opacity).toBe('');
    expect((cell.querySelector('.sd-form-item__control') as HTMLElement).style.opacity).toBe('0.45');
  });
});
