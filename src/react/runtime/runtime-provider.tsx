import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { TOptions } from 'i18next';
import type { Language, Runtime } from '../../core';
import { FeedbackProvider, feedbackEnvironmentFromConfig } from '../feedback/feedback-context';

interface RuntimeContextValue {
  runtime: Runtime;
  language: Language;
}

const RuntimeContext = createContext<RuntimeContextValue | null>(null);

/** Props of {@link RuntimeProvider}. */
export interface RuntimeProviderProps {
  /** The runtime built with `createRuntime` (one per app or per test). */
  runtime: Runtime;
  children?: ReactNode;
}

/**
 * Makes the runtime available to hooks and blocks, wires react-i18next to the
 * runtime's i18next instance, antd-mobile's built-in texts to the current
 * language and the feedback screens to the config. Every consumer re-renders
 * when the language changes.
 *
 * @example
 * <RuntimeProvider runtime={createRuntime({ plugins })}><App /></RuntimeProvider>
 */
export function RuntimeProvider({ runtime, children }: RuntimeProviderProps) {
  const [language, setLanguage] = useState<Language>(() => runtime.i18n.language());

  useEffect(() => {
    setLanguage(runtime.i18n.language());
    return runtime.bus.on('i18n:languageChanged', (payload) => setLanguage(payload.language));
  }, [runtime]);

  useEffect(() => {
    if (typeof document !== 'undefined') document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [language]);

  const value = useMemo<RuntimeContextValue>(() => ({ runtime, language }), [runtime, language]);
  // Feedback screens navigate through the bus: the router (when there is one) listens to `router:navigate`.
  const feedback = useMemo(
    () => feedbackEnvironmentFromConfig(runtime.config, (to) => runtime.bus.emit('router:navigate', { to })),
    [runtime],
  );
  return (
    <RuntimeContext.Provider value={value}>
      <I18nextProvider i18n={runtime.i18n.instance}>
        <ConfigProvider locale={language === 'en' ? enUS : zhCN}>
          <FeedbackProvider value={feedback}>{children}</FeedbackProvider>
        </ConfigProvider>
      </I18nextProvider>
    </RuntimeContext.Provider>
  );
}

function useRuntimeContext(): RuntimeContextValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('useRuntime must be used inside <RuntimeProvider>.');
  return value;
}

/** The runtime of the nearest {@link RuntimeProvider}. */
export function useRuntime(): Runtime {
  return useRuntimeContext().runtime;
}

/** The current UI language; the caller re-renders when it changes. */
export function useLanguage(): Language {
  return useRuntimeContext().language;
}

/** A translate function (`t('app.retry')`) that changes identity when the language changes. */
export function useT(): (key: string, options?: TOptions) => string {
  const { runtime, language } = useRuntimeContext();
  // `language` is a dependency on purpose: a new function makes memoised children re-render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key: string, options?: TOptions) => runtime.i18n.t(key, options), [runtime, language]);
}

/** A text given per language (page titles, menu entries). */
export interface LocalizedText {
  zh: string;
  en: string;
}

/** Picks the text of `language`, falling back to Chinese (the default language). */
export function pickText(text: LocalizedText, language: Language): string {
  return text[language] || text.zh;
}
