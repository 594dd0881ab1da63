// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { controllerOf } from '../../tests/support/controller';
import { afterEach, describe, expect, it } from 'vitest';
import { type FormController } from '@core/form/controller';
import { createMemoryStorage, createRuntime } from '@core';
import { RuntimeProvider } from '@react';
import { SchemaForm, type SchemaFormMode } from '@react/form';
import allTypes from '../../fixtures/forms/all-types.form.json';
import allTypesValues from '../../fixtures/forms/all-types.values.json';
// The story transport of the all-types story: the test renders the form with the story's option data.
import { batch2Adapter } from '../../stories/fields/batch2-adapter';
import { builtinFieldPlugins } from './index';

afterEach(cleanup);

const expectedTypes = ['INPUT', 'TEXTAREA', 'TEXT', 'NUMBER', 'RADIO', 'CHECKBOX', 'SELECT', 'SELECT_MANY', 'EVALUATE_STAR', 'AUTO_NUMBER', 'QUOTE', 'MULTI_SELECT', 'DATE', 'TIME', 'RICH_TEXT', 'UPLOAD', 'WRITTEN_SIGNATURE', 'ADD_GROUP', 'TABLE_FORM', 'MEMBER'];

function mount(values?: Record<string, unknown>, language: 'zh' | 'en' = 'zh', mode: SchemaFormMode = 'edit') {
  const runtime = createRuntime({ storage: createMemoryStorage({ language }), plugins: { fields: builtinFieldPlugins }, requestAdapter: batch2Adapter({ latencyMs: 0 }) });
  const controller: FormController = controllerOf({ schema: allTypes, values, registry: runtime.registry, context: { t: (k, o) => runtime.i18n.t(k, o) } });
  const view = render(
    <RuntimeProvider runtime={runtime}>
      <SchemaForm controller={controller} mode={mode} windowing={false} />
    </RuntimeProvider>,
  );
  return { runtime, controller, view };
}

const fieldEl = (code: string) => document.querySelector(`[data-field="${code}"]`) as HTMLElement;
/** What a field shows (its control, without the label). */
const shownIn = (code: string) => (fieldEl(code).querySelector('.sd-form-item__control') as HTMLElement).textContent ?? '';

describe('builtinFieldPlugins', () => {
  it('lists every built-in type once, each with an edit and a read-only component', () => {
    for (const type of expectedTypes) expect(builtinFieldPlugins.map((d) => d.type)).toContain(type);
    expect(new Set(builtinFieldPlugins.map((d) => d.type)).size).toBe(builtinFieldPlugins.length);
    for (const def of builtinFieldPlugins) {
      // A function component, or a memo / forwardRef / observer wrapper of one.
      const component: unknown = def.component;
      const wrapped = typeof component === 'object' && component !== null && '$$typeof' in component;
      expect(typeof component === 'function' || wrapped, def.type).toBe(true);
      if (def.valueKind !== 'container') expect(def.readPretty, def.type).toBeDefined();
    }
  });

  it('registers in a runtime (explicit list, no side effects)', () => {
    const runtime = createRuntime({ storage: createMemoryStorage(), plugins: { fields: builtinFieldPlugins } });
    for (const type of expectedTypes) expect(runtime.registry.fields.has(type)).toBe(true);
  });

  it.each(['edit', 'readOnly'] as const)('renders the all-types form (%s) with a field of every registered type and no unknown field', async (mode) => {
    mount(allTypesValues, 'zh', mode);
    expect(screen.queryByText('组件不存在，请注册')).toBeNull();
    const shown = new Set([...document.querySelectorAll<HTMLElement>('[data-field-type]')].map((el) => el.dataset.fieldType));
    for (const { type } of builtinFieldPlugins) expect(shown.has(type), type).toBe(true);
    expect(within(fieldEl('incidentNo')).getByText('INC202405180012')).toBeTruthy();
    if (mode === 'edit') expect(within(fieldEl('urgentLevel')).getByTestId('picker-trigger').textContent).toBe('高');
    else {
      // Labels of the stored values, dictionary ones loaded through the story transport.
      expect(shownIn('urgentLevel')).toBe('高');
      await waitFor(() => expect(shownIn('impact')).toBe('部门'));
      await waitFor(() => expect(shownIn('incidentCategory')).toBe('邮件'));
      expect(shownIn('description')).toContain('无法打开默认电子邮件文件夹');
      expect(shownIn('items')).toContain('Dell U2723');
      expect(shownIn('attachments')).toContain('network-topology.pdf');
      expect(shownIn('contactGroup.contactEmail')).toBe('zhangsan@example.com');
      expect(shownIn('assignees')).toBe('李四(Li Si)/王五(Wang Wu)');
    }
  });

  it('writes typed values into the form controller', () => {
    const { controller } = mount();
    const title = within(fieldEl('title')).getByRole('textbox');
    fireEvent.change(title, { target: { value: '  打印机卡纸  ' } });
    fireEvent.blur(title);
    expect(controller.getValues().title).toBe('打印机卡纸');
    const cost = within(fieldEl('estimatedCost')).getByRole('textbox');
    fireEvent.change(cost, { target: { value: '99.999' } });
    fireEvent.blur(cost);
    expect(controller.getValues().estimatedCost).toBe('99.99');
    fireEvent.click(within(fieldEl('notifyChannels')).getByLabelText('短信'));
    expect(controller.getValues().notifyChannels).toEqual(['sms']);
  });

  it('follows linkage option patches kept in the Formily field data', async () => {
    const { controller } = mount({ urgentLevel: '2' });
    act(() => {
      controller.applyPatch({ urgentLevel: { options: { mode: 'hide', values: ['2', '3'] } } });
    });
    await waitFor(() => expect(controller.getValues().urgentLevel).toBe(''));
    fireEvent.click(within(fieldEl('urgentLevel')).getByTestId('picker-trigger'));
    // The popup's code loads on first open.
    expect(within(await screen.findByTestId('option-popup')).getAllByRole('option').map((o) => o.textContent)).toEqual(['低', '中']);
  });

  it('a field made read-only cannot be opened and is dimmed once, by the form item', () => {
    const { controller } = mount({ urgentLevel: '1' });
    act(() => {
      controller.applyPatch({ urgentLevel: { disabled: true } });
    });
    const trigger = within(fieldEl('urgentLevel')).getByTestId('picker-trigger');
    fireEvent.click(trigger);
    expect(screen.queryByTestId('option-popup')).toBeNull();
    expect(trigger.style.opacity).toBe('');
    expect((fieldEl('urgentLevel').querySelector('.sd-form-item__control') as HTMLElement).style.opacity).toBe('0.45');
  });
});
