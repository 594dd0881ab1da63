import { render, screen, within, type RenderResult } from '@testing-library/react';
import { controllerOf } from '../../../tests/support/controller';
import { useState, type ComponentType, type ReactElement } from 'react';
import { createMemoryStorage, createRuntime, type AppConfig, type Language, type RequestAdapter, type Runtime, type RuntimeEvents } from '@core';
import { RuntimeProvider } from '@react';
import type { RequestClient } from '@core/request/types';
import { createOptionSource, type OptionSource } from '@core/form/options';
import { type FormController } from '@core/form/controller';
import { SchemaForm, type SchemaFormMode } from '@react/form';
import { builtinFieldPlugins } from '../index';
import { datePopupCode } from '../DATE';
import { memberPickerCode } from '../MEMBER';
import { treePickersCode } from '../MULTI_SELECT';
import { richTextSanitizerCode } from '../RICH_TEXT';
import { imageViewerCode } from '../UPLOAD';
import { mapServicesCode, positionPickerCode } from '../POSITION';
import { cmdbPickersCode } from '../CONFIGURATION_ITEM';
import { optionPopupCode } from './option-picker';

/**
 * The parts fields load on first use (picker popups, the picture viewer, the sanitiser), loaded
 * up front: field tests look at a popup right after the tap that opens it, as a user does once the
 * code is there. Waiting for it is tested with the loader itself (lazy-code.test.tsx) and by RICH_TEXT.
 */
export function preloadFieldParts(): Promise<unknown> {
  return Promise.all([optionPopupCode, treePickersCode, memberPickerCode, datePopupCode, imageViewerCode, richTextSanitizerCode, positionPickerCode, mapServicesCode, cmdbPickersCode].map((code) => code.load()));
}
await preloadFieldParts();

/** Options of {@link renderField}. */
export interface RenderFieldOptions {
  language?: Language;
  config?: Partial<AppConfig>;
  requestAdapter?: RequestAdapter;
}

/** Renders a field inside its own runtime (the shared provider wrapper of the field tests). */
export function renderField(ui: ReactElement, options: RenderFieldOptions = {}): RenderResult & { runtime: Runtime } {
  const runtime = createRuntime({
    storage: createMemoryStorage({ language: options.language ?? 'zh' }),
    config: options.config,
    requestAdapter: options.requestAdapter,
    // The built-in plugins bring their own texts (each plugin's locales).
    plugins: { fields: builtinFieldPlugins },
  });
  // A wrapper (not a parent element), so `rerender` keeps the provider.
  const result = render(ui, { wrapper: ({ children }) => <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider> });
  return { ...result, runtime };
}

/** Options of {@link renderSchemaForm}. */
export interface RenderSchemaFormOptions extends RenderFieldOptions {
  values?: Record<string, unknown>;
  mode?: SchemaFormMode;
}

/**
 * Renders a server form schema with the built-in field plugins in `SchemaForm` (every field mounted,
 * no windowing) inside its own runtime; returns the form controller (values, validation, submit).
 */
export function renderSchemaForm(schema: unknown, options: RenderSchemaFormOptions = {}): FormController {
  const runtime = createRuntime({
    storage: createMemoryStorage({ language: options.language ?? 'zh' }),
    config: options.config,
    plugins: { fields: builtinFieldPlugins },
    requestAdapter: options.requestAdapter,
  });
  const controller = controllerOf({ schema, values: options.values ?? {}, registry: runtime.registry, context: { t: (key, values) => runtime.i18n.t(key, values) } });
  render(
    <RuntimeProvider runtime={runtime}>
      <SchemaForm controller={controller} mode={options.mode ?? 'edit'} windowing={false} />
    </RuntimeProvider>,
  );
  return controller;
}

/** The control area of a field rendered by {@link renderSchemaForm}. */
export const fieldControl = (code: string) => document.querySelector(`[data-field="${code}"] .sd-form-item__control`) as HTMLElement;

/** One call seen by {@link createFakeRequest}. */
export interface FakeCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/**
 * A request client answering from a function (an Error rejects), recording
 * every call; for option sources in tests and stories.
 */
export function createFakeRequest(answer: (call: FakeCall) => unknown): { client: RequestClient; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const run = <T,>(call: FakeCall): Promise<T> => {
    calls.push(call);
    return Promise.resolve().then(() => {
      const data = answer(call);
      if (data instanceof Error) throw data;
      return data as T;
    });
  };
  const client: RequestClient = {
    path: (prefix, path) => `/api/v2${prefix === 'none' ? '' : `/${prefix}`}${path}`,
    get: <T,>(path: string) => run<T>({ method: 'GET', path }),
    post: <T,>(path: string, body?: unknown) => run<T>({ method: 'POST', path, body }),
    upload: () => Promise.reject(new Error('not used')),
    mergedGet: () => Promise.reject(new Error('not used')),
    clearCache: () => undefined,
  };
  return { client, calls };
}

/** An option source on a fake client, with a short search debounce. */
export function fakeOptionSource(type: string, xProps: Record<string, unknown>, request: RequestClient, searchDebounceMs = 5): OptionSource {
  return createOptionSource({ type, xProps }, { request, t: (key) => key, searchDebounceMs });
}

/** The field's own props as a host made by {@link controlledHost} takes them: `initial` instead of `value`. */
export type HostProps<P extends { value?: unknown }> = Omit<P, 'value' | 'onChange'> & {
  /** The value the host starts with. */
  initial?: P['value'];
  /** Told of every change, after the host has stored it. */
  onChange?: (value: P['value']) => void;
};

/**
 * A controlled host of a field component, as SchemaForm is: it stores what
 * onChange reports and passes it back as the value.
 */
export function controlledHost<P extends { value?: unknown }>(Field: ComponentType<P>): (props: HostProps<P>) => ReactElement {
  return function Host({ initial, onChange, ...props }: HostProps<P>) {
    const [value, setValue] = useState(initial);
    const fieldProps = {
      ...props,
      value,
      onChange: (next: P['value']) => {
        setValue(next);
        onChange?.(next);
      },
    } as unknown as P;
    return <Field {...fieldProps} />;
  };
}

/** The trigger of an option picker field. */
export const pickerTrigger = () => screen.getByTestId('picker-trigger');
/** The open option popup. */
export const optionPopup = () => screen.getByTestId('option-popup');
/** The option of the open popup whose name matches. */
export const popupOption = (name: string) => within(optionPopup()).getByRole('option', { name: new RegExp(name) });

/** Collects the payloads of one runtime event (toasts, field messages) a test looks at. */
export function listen<K extends keyof RuntimeEvents>(runtime: Runtime, name: K): Array<RuntimeEvents[K]> {
  const seen: Array<RuntimeEvents[K]> = [];
  runtime.bus.on(name, (payload) => void seen.push(payload));
  return seen;
}

/** The open member/group picker sheet (MEMBER and GROUP). */
export const memberSheet = () => screen.getByTestId('member-picker');
/** The sheet's row list. */
export const memberList = () => screen.getByTestId('member-list');
/** The row of the member picker showing `label`. */
export const memberRow = (label: string) => within(memberList()).getByText(label).closest('[role="listitem"]') as HTMLElement;
/** A footer or header button of the member picker sheet. */
export const memberSheetButton = (name: RegExp) => within(memberSheet()).getByRole('button', { name });
