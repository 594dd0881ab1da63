// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineFieldType } from '@core/registry';
import type { FormController } from '@core/form/controller';
import {
  EMPTY_DISPLAY,
  SchemaForm,
  connectField,
  formatDisplayValue,
  initialMountSet,
  findScrollRoot,
  useFormSession,
  type FieldComponentProps,
} from '@react/form';
import { interpretFormSchema } from '@core/form/interpreter/interpret';
import { createLargeFormSchema } from '../../../../fixtures/forms/large-form';
import { RuntimeProvider } from '@react';
import { controllerFor, createTestRuntime, renderWith } from './render';

afterEach(cleanup);

describe('formatDisplayValue', () => {
  it("shows '--' for empty values and text for the rest, never markup", () => {
    for (const empty of [undefined, null, '', '   ', [], {}, [null, ''], Number.NaN]) expect(formatDisplayValue(empty)).toBe(EMPTY_DISPLAY);
    expect(formatDisplayValue('文本')).toBe('文本');
    expect(formatDisplayValue(0)).toBe('0');
    expect(formatDisplayValue(false)).toBe('false');
    expect(formatDisplayValue(['a', 2, { label: '选项' }])).toBe('a, 2, 选项');
    expect(formatDisplayValue({ userId: 'u1', userName: '张三' })).toBe('张三');
    expect(formatDisplayValue('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('connectField', () => {
  it('maps field state to props and switches to the read-pretty component', () => {
    interface BadgeProps extends FieldComponentProps<string> {
      mark?: boolean;
      label?: string;
    }
    const Badge = ({ value, mark, label, onChange }: BadgeProps) => (
      <button type="button" data-testid="badge" data-mark={String(Boolean(mark))} onClick={() => onChange?.(`${value ?? ''}!`)}>
        {label}:{value}
      </button>
    );
    const Preview = ({ value }: BadgeProps) => <span data-testid="preview">[{value}]</span>;
    const runtime = createTestRuntime();
    runtime.registry.fields.register(
      defineFieldType({
        type: 'BADGE',
        valueKind: 'single',
        component: connectField(Badge, { mapProps: [{ required: 'mark' }, (props, field) => ({ ...props, label: String(field.title) })], readPretty: Preview }),
      }),
    );
    const controller = controllerFor(runtime, { properties: { b: { title: '徽章', 'x-component': 'BADGE', 'x-rules': [{ required: true }] } } }, { values: { b: 'v' } });
    renderWith(runtime, <SchemaForm controller={controller} windowing={false} />);
    const badge = screen.getByTestId('badge');
    expect(badge.textContent).toBe('徽章:v');
    expect(badge.getAttribute('data-mark')).toBe('true');
    fireEvent.click(badge);
    expect(controller.getValues().b).toBe('v!');
    act(() => {
      controller.applyPatch({ b: { required: false } });
    });
    expect(screen.getByTestId('badge').getAttribute('data-mark')).toBe('false');
    // Without a readPretty of its own, the definition falls back to the one given to connectField.
    act(() => {
      controller.form.fields.b!.pattern = 'readPretty';
    });
    expect(screen.queryByTestId('badge')).toBeNull();
    expect(screen.getByTestId('preview').textContent).toBe('[v!]');
    cleanup();
    controller.form.fields.b!.pattern = 'editable';
    renderWith(runtime, <SchemaForm controller={controller} mode="readOnly" windowing={false} />);
    expect(screen.getByTestId('preview').textContent).toBe('[v!]');
  });
});

describe('viewport helpers', () => {
  it('initialMountSet fills the height with estimated rows, half-width fields sharing a row', () => {
    const runtime = createTestRuntime();
    const result = interpretFormSchema(createLargeFormSchema(100, { selectEvery: 0 }), { registry: runtime.registry, t: runtime.i18n.t });
    if (!result.ok) throw result.error;
    const set = initialMountSet(result.form.entries, { height: 760, fieldHeight: 76, groupHeaderHeight: 44 });
    // f3 is half width: 10 rows of 76px hold 11 fields when one of them takes half a row.
    expect([...set]).toEqual(Array.from({ length: 11 }, (_, i) => `f${i}`));
  });

  it('findScrollRoot returns the nearest scrolling ancestor, or null for the viewport', () => {
    const outer = document.createElement('div');
    outer.style.overflowY = 'auto';
    const inner = document.createElement('div');
    const leaf = document.createElement('span');
    inner.appendChild(leaf);
    outer.appendChild(inner);
    document.body.appendChild(outer);
    expect(findScrollRoot(leaf)).toBe(outer);
    expect(findScrollRoot(outer)).toBeNull();
    outer.remove();
  });
});

describe('useFormSession', () => {
  const schema = { properties: { a: { title: 'A', 'x-component': 'INPUT' } } };

  function Harness({ onBuilt, source }: { onBuilt: (controller: FormController | undefined) => void; source: unknown }) {
    const built = useFormSession({ schema: source, linkage: false });
    onBuilt(built.ok ? built.controller : undefined);
    return <SchemaForm controller={built} windowing={false} />;
  }

  it('survives StrictMode, disposes the controller after unmount, and reports a malformed schema', async () => {
    const runtime = createTestRuntime();
    let controller: FormController | undefined;
    const view = render(
      <StrictMode>
        <RuntimeProvider runtime={runtime}>
          <Harness source={schema} onBuilt={(c) => (controller = c)} />
        </RuntimeProvider>
      </StrictMode>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.change(document.querySelector('[data-field="a"] input')!, { target: { value: 'still alive' } });
    expect(controller?.getValues().a).toBe('still alive');
    expect(controller?.setValue('a', 'x')).toBe(true);

    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(controller?.setValue('a', 'y')).toBe(false);

    renderWith(runtime, <Harness source={{ properties: { a: { 'x-props': 7 } } }} onBuilt={() => undefined} />);
    expect(screen.getByTestId('schema-error').textContent).toContain('properties.a.x-props');
  });

  it('rebuilds when the schema changes', () => {
    const runtime = createTestRuntime();
    const seen: Array<FormController | undefined> = [];
    function Switcher() {
      const [source, setSource] = useState<unknown>(schema);
      return (
        <>
          <button type="button" onClick={() => setSource({ properties: { z: { title: 'Z', 'x-component': 'INPUT' } } })}>
            switch
          </button>
          <Harness source={source} onBuilt={(c) => seen.push(c)} />
        </>
      );
    }
    renderWith(runtime, <Switcher />);
    fireEvent.click(screen.getByText('switch'));
    expect(document.querySelector('[data-field="z"]')).toBeTruthy();
    expect(document.querySelector('[data-field="a"]')).toBeNull();
    expect(new Set(seen).size).toBe(2);
  });
});
