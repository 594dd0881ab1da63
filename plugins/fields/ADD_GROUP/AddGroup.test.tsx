// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { controllerOf } from '../../../tests/support/controller';
import { afterEach, describe, expect, it } from 'vitest';
import fixture from '../../../fixtures/fields/ADD_GROUP.fields.json';
import { createMemoryStorage, createRuntime } from '@core';
import { RuntimeProvider } from '@react';
import { SchemaForm } from '@react/form';
import { dateField } from '../DATE';
import { multiSelectField } from '../MULTI_SELECT';
import { renderField } from '../shared/test-utils';
import { AddGroup } from './AddGroup';
import { addGroupField } from './definition';

afterEach(cleanup);

describe('ADD_GROUP', () => {
  it('is a container without a value or rules', () => {
    expect(addGroupField.valueKind).toBe('container');
    expect(addGroupField.ruleKinds).toEqual([]);
  });

  it('renders a titled group of its children outside SchemaForm, with an untitled fallback', () => {
    renderField(
      <AddGroup title="计划信息">
        <span>child</span>
      </AddGroup>,
    );
    expect(within(screen.getByRole('region', { name: '计划信息' })).getByText('child')).toBeTruthy();
    cleanup();
    renderField(<AddGroup />, { language: 'en' });
    expect(screen.getByRole('region', { name: 'Group' })).toBeTruthy();
  });

  it('inside SchemaForm the group is drawn by the form; its fields keep flat values and see each other', async () => {
    const runtime = createRuntime({ plugins: { fields: [addGroupField, dateField, multiSelectField] }, storage: createMemoryStorage({ language: 'zh' }) });
    const start = Date.UTC(2099, 0, 2, 1) - 8 * 3_600_000;
    const controller = controllerOf({ schema: fixture, registry: runtime.registry, context: { t: (key, options) => runtime.i18n.t(key, options) }, values: { planStartTime: start } });
    render(
      <RuntimeProvider runtime={runtime}>
        <SchemaForm controller={controller} windowing={false} />
      </RuntimeProvider>,
    );
    const group = document.querySelector<HTMLElement>('[data-group="planGroup"]')!;
    expect(within(group).getByText('计划信息')).toBeTruthy();
    expect(screen.queryByTestId('unknown-field')).toBeNull();
    const end = group.querySelector<HTMLElement>('[data-field="planGroup.planEndTime"], [data-field="planEndTime"]')!;
    fireEvent.click(within(end).getByTestId('date-trigger'));
    fireEvent.click(await screen.findByText('确定'));
    expect(controller.form.values.planEndTime).toBe(start);
    expect(controller.form.values.planGroup).toBeUndefined();
  });
});
