import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@core/i18n';
import { createMemoryStorage } from '@core/storage';
import type { Language } from '@core/events';

/** Renders `ui` with a fresh i18n instance in `language` (the shared provider wrapper of these tests). */
export function renderIn(language: Language, ui: ReactElement): RenderResult {
  const i18n = createI18n({ storage: createMemoryStorage({ language }) });
  return render(<I18nextProvider i18n={i18n.instance}>{ui}</I18nextProvider>);
}
