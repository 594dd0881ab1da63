// Test helpers of the configuration-item field types: a runtime with the four plugins (beside the built-in ones)
// on the story CMDB transport, a field or a whole server form rendered in it.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryStorage, createRuntime, type Language, type Runtime } from '@core';
import { createFormSession, type FormSession } from '@core/form/session';
import { RuntimeProvider } from '@react';
import { SchemaForm, type SchemaFormMode } from '@react/form';
import { cmdbAdapter, type CmdbAdapterOptions } from '../../../../stories/fields/cmdb-adapter';
import { builtinFieldPlugins } from '../../index';
import { configurationItemField } from '../../CONFIGURATION_ITEM';
import { cmdbModelField } from '../../CMDB_MODEL';
import { cmdbConfigField } from '../../CMDB_CONFIG';
import { cmdbConfigTabField } from '../../CMDB_CONFIG_TAB';
import { cmdbPickersCode } from './ci-field';
import { CmdbFormProvider, type CmdbFormContextValue } from './context';

/** The four configuration-item types. */
export const cmdbFieldPlugins = [configurationItemField, cmdbModelField, cmdbConfigField, cmdbConfigTabField];
const cmdbTypes = new Set(cmdbFieldPlugins.map((def) => def.type));
/** The built-in plugins with the configuration-item types (once, whether the built-in list names them yet or not). */
export const pluginsWithCmdb = [...builtinFieldPlugins.filter((def) => !cmdbTypes.has(def.type)), ...cmdbFieldPlugins];

// The picker sheets, loaded up front (as preloadFieldParts does for the other fields).
await cmdbPickersCode.load();

/** Options of {@link renderCmdb} and {@link renderCmdbForm}. */
export interface CmdbRenderOptions extends CmdbAdapterOptions {
  language?: Language;
  /** The form's ticket (CMDB_CONFIG_TAB). */
  ticket?: CmdbFormContextValue;
}

function runtimeOf(options: CmdbRenderOptions): Runtime {
  return createRuntime({
    storage: createMemoryStorage({ language: options.language ?? 'zh' }),
    plugins: { fields: pluginsWithCmdb },
    requestAdapter: cmdbAdapter({ latencyMs: 0, ...options }),
  });
}

function wrap(runtime: Runtime, ticket: CmdbFormContextValue | undefined) {
  return ({ children }: { children: ReactNode }) => (
    <RuntimeProvider runtime={runtime}>{ticket ? <CmdbFormProvider value={ticket}>{children}</CmdbFormProvider> : children}</RuntimeProvider>
  );
}

/** Renders a field component in its own runtime on the story CMDB. */
export function renderCmdb(ui: ReactElement, options: CmdbRenderOptions = {}): RenderResult & { runtime: Runtime } {
  const runtime = runtimeOf(options);
  const result = render(ui, { wrapper: wrap(runtime, options.ticket) });
  return { ...result, runtime };
}

/** Renders a server form (a session, every field mounted) in its own runtime on the story CMDB. */
export function renderCmdbForm(schema: unknown, options: CmdbRenderOptions & { values?: Record<string, unknown>; mode?: SchemaFormMode } = {}): { session: FormSession; runtime: Runtime } {
  const runtime = runtimeOf(options);
  const session = createFormSession({ schema, registry: runtime.registry, t: (key, values) => runtime.i18n.t(key, values), values: options.values ?? {} });
  render(<SchemaForm controller={session} mode={options.mode ?? 'edit'} windowing={false} />, { wrapper: wrap(runtime, options.ticket) });
  return { session, runtime };
}

/** The control area of a field of a form rendered by {@link renderCmdbForm}. */
export const cmdbFieldControl = (code: string) => document.querySelector(`[data-field="${code}"] .sd-form-item__control`) as HTMLElement;
