// Typed extension points (tiptap style): a plugin declares its field type, block props and events by declaration
// merging, and the core's helpers then check them end to end. Type-only: `npm run typecheck` checks this file
// (tsconfig includes tests/); every `@ts-expect-error` below must stay an error.
import { describe, expectTypeOf, it } from 'vitest';
import { createBus, defineBlock, defineFieldType, type FieldTypeRegistry, type RuntimeEvents } from '@core';
import type { MemberFieldProps } from '@plugins/fields/MEMBER';
import '@plugins/fields';

interface DemoFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  size: 'small' | 'large';
}
declare function DemoField(props: DemoFieldProps): null;
declare function OtherField(props: { value?: number; digits: number }): null;
declare function DemoBlock(props: { title: string; pageSize?: number }): null;

declare module '@core/events' {
  interface RuntimeEventRegistry {
    /** A plugin's own event (declared by this test). */
    'typetest:pinged': { count: number };
  }
}
declare module '@core/registry' {
  interface FieldTypeRegistry {
    TYPETEST_DEMO: DemoFieldProps;
  }
  interface BlockPropsRegistry {
    typetestBlock: { title: string; pageSize?: number };
  }
}

describe('event bus', () => {
  const bus = createBus();

  it('checks names and payloads of core events', () => {
    bus.emit('toast:show', { type: 'info', message: 'hi' });
    // @ts-expect-error an unknown event name
    bus.emit('toast:shown', { type: 'info', message: 'hi' });
    // @ts-expect-error a wrong payload
    bus.emit('toast:show', { type: 'loud', message: 'hi' });
    // @ts-expect-error a missing payload field
    bus.emit('auth:forbidden', { status: 403 });
    bus.on('order:refresh', (payload) => expectTypeOf(payload).toEqualTypeOf<{ workOrderId?: string }>());
  });

  it('knows an event a plugin declared, with its payload', () => {
    bus.emit('typetest:pinged', { count: 1 });
    // @ts-expect-error the declared payload is a number
    bus.emit('typetest:pinged', { count: 'one' });
    bus.on('typetest:pinged', (payload) => expectTypeOf(payload).toEqualTypeOf<{ count: number }>());
    expectTypeOf<RuntimeEvents['typetest:pinged']>().toEqualTypeOf<{ count: number }>();
  });
});

describe('defineFieldType', () => {
  it("checks mapProps' return against the component's props", () => {
    // An inline literal is widened while the component's type is still being inferred: write it `as const`
    // (or return from a typed helper, as the built-in plugins' mapXProps do).
    defineFieldType({ type: 'TYPETEST_DEMO', valueKind: 'single', component: DemoField, mapProps: (xProps) => ({ size: xProps.big ? ('large' as const) : ('small' as const) }) });
    defineFieldType({
      type: 'TYPETEST_DEMO',
      valueKind: 'single',
      component: DemoField,
      // @ts-expect-error 'huge' is not a size of the component
      mapProps: () => ({ size: 'huge' }),
    });
    defineFieldType({
      type: 'TYPETEST_OTHER',
      valueKind: 'single',
      component: OtherField,
      // @ts-expect-error digits is a number (undeclared types are checked against their component too)
      mapProps: () => ({ digits: '2' }),
    });
  });

  it('refuses a component that does not take the props declared for its type', () => {
    // @ts-expect-error TYPETEST_DEMO is declared with DemoFieldProps
    defineFieldType({ type: 'TYPETEST_DEMO', valueKind: 'single', component: OtherField });
  });

  it('has the built-in field types declared by their plugins', () => {
    expectTypeOf<FieldTypeRegistry['MEMBER']>().toEqualTypeOf<MemberFieldProps>();
    expectTypeOf<FieldTypeRegistry>().toHaveProperty('TABLE_FORM');
    expectTypeOf<FieldTypeRegistry>().toHaveProperty('INPUT');
  });
});

describe('defineBlock', () => {
  it("checks a declared block's component against its props", () => {
    defineBlock({ name: 'typetestBlock', component: DemoBlock });
    // @ts-expect-error the block's title is a string, the component wants a number
    defineBlock({ name: 'typetestBlock', component: (props: { title: number }) => props && null });
    // An undeclared block takes any component.
    defineBlock({ name: 'typetestFree', component: (props: { anything: boolean }) => props && null });
  });
});
