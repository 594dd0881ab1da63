import { render, type RenderResult } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import type { ReactElement } from 'react';
import { createMemoryStorage, createRuntime, type AppConfig, type Language, type Runtime } from '../../../src/core';
import { RuntimeProvider } from '../../../src/react';

/** Options of {@link renderField}. */
export interface RenderFieldOptions {
  language?: Language;
  config?: Partial<AppConfig>;
  requestAdapter?: AxiosAdapter;
}

/** Renders a field inside its own runtime (the shared provider wrapper of the field tests). */
export function renderField(ui: ReactElement, options: RenderFieldOptions = {}): RenderResult & { runtime: Runtime } {
  const runtime = createRuntime({
    storage: createMemoryStorage({ language: options.language ?? 'zh' }),
    config: options.config,
    requestAdapter: options.requestAdapter,
  });
  const result = render(<RuntimeProvider runtime={runtime}>{ui}</RuntimeProvider>);
  return { ...result, runtime };
}
