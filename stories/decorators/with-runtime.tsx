import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createRuntime, createMemoryStorage, isLanguage, type Language, type RuntimeOptions } from '@core';
import { RuntimeProvider } from '@react/runtime/runtime-provider';
import { FeedbackProvider, feedbackEnvironmentFromConfig } from '@react/feedback';
import { DeveloperNotices } from '@react/form/unknown-field';

/**
 * Story parameters read by {@link withRuntime}.
 * @example parameters: { runtime: { config: { clearCopyBtn: true } } }
 */
export interface RuntimeStoryParameters {
  /** Options for the story's own runtime (plugins, config). Storage is always in memory. */
  runtime?: Omit<RuntimeOptions, 'storage'>;
}

function StoryRuntime({ language, options, children }: { language: Language; options: RuntimeStoryParameters['runtime']; children: ReactNode }) {
  // One runtime per story mount: stories never share state, and nothing touches localStorage.
  // Storybook is for developers and QA: the replay recorder's toggle shows on every form (a story may turn it off).
  const [runtime] = useState(() => createRuntime({ ...options, config: { replayRecorder: true, ...options?.config }, storage: createMemoryStorage({ language }) }));
  useEffect(() => {
    if (runtime.i18n.language() !== language) runtime.i18n.setLanguage(language);
  }, [runtime, language]);
  useEffect(() => () => runtime.dispose(), [runtime]);
  const [feedback] = useState(() =>
    feedbackEnvironmentFromConfig(runtime.config, (to) => console.info(`[story] navigate to ${to}`)),
  );
  return (
    <RuntimeProvider runtime={runtime}>
      {/* Storybook is for developers: an unregistered type says so, even in the static build. */}
      <DeveloperNotices.Provider value>
        <FeedbackProvider value={feedback}>{children}</FeedbackProvider>
      </DeveloperNotices.Provider>
    </RuntimeProvider>
  );
}

/** Gives every story a runtime (i18n, bus, config) in the language chosen in the toolbar. */
export const withRuntime: Decorator = (Story, context) => {
  const locale: unknown = context.globals.locale;
  const language: Language = isLanguage(locale) ? locale : 'zh';
  const params = context.parameters as RuntimeStoryParameters;
  return (
    // Keyed by story: a new story never inherits the previous one's runtime.
    <StoryRuntime key={context.id} language={language} options={params.runtime}>
      <Story />
    </StoryRuntime>
  );
};
