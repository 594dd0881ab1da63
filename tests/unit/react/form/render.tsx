// Shared wrapper of the form tests: a runtime with the test field plugins, in memory, in one language.
import { render } from '@testing-library/react';
import { controllerOf } from '../../../support/controller';
import type { ReactElement } from 'react';
import { createMemoryStorage, createRuntime, type Runtime } from '@core';
import { type FormController } from '@core/form/controller';
import { RuntimeProvider } from '@react';
import { createTestFieldPlugins, type RenderCounter } from '../../../support/test-field-plugins';

export function createTestRuntime(options: { language?: 'zh' | 'en'; counter?: RenderCounter } = {}): Runtime {
  return createRuntime({
    plugins: { fields: createTestFieldPlugins({ counter: options.counter }) },
    storage: createMemoryStorage({ language: options.language ?? 'zh' }),
  });
}

export function controllerFor(runtime: Runtime, schema: unknown, extra: { values?: Record<string, unknown>; readOnly?: boolean } = {}): FormController {
  return controllerOf({ schema, registry: runtime.registry, context: { t: (key, opts) => runtime.i18n.t(key, opts) }, ...extra });
}

export function renderWith(runtime: Runtime, ui: ReactElement) {
  return render(<RuntimeProvider runtime={runtime}>{ui}</RuntimeProvider>);
}
