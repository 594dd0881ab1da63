import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultConfig, type AppConfig } from '../../core/config';

/**
 * What the feedback screens need from the running app. The RuntimeProvider
 * fills it from the runtime; without a provider the spec defaults apply, so
 * the components also work in isolation (tests, stories, a crashed boot).
 */
export interface FeedbackEnvironment {
  /** Toast lifetime in ms. @default 3000 (config.toastDuration) */
  toastDuration: number;
  /** Toasts visible at once. @default 4 (config.toastMaxCount) */
  toastMaxCount: number;
  /** Where "back to home" leads. @default '/homePage' (config.homePath) */
  homePath: string;
  /**
   * In-app navigation (the router's navigate). When absent, "back to home"
   * falls back to a full page load of `/`, which redirects to the home page.
   */
  navigate?: (to: string) => void;
}

const FeedbackContext = createContext<Partial<FeedbackEnvironment>>({});

/** Derives the feedback environment from an app config (what a RuntimeProvider passes down). */
export function feedbackEnvironmentFromConfig(
  config: Pick<AppConfig, 'toastDuration' | 'toastMaxCount' | 'homePath'>,
  navigate?: (to: string) => void,
): FeedbackEnvironment {
  return { toastDuration: config.toastDuration, toastMaxCount: config.toastMaxCount, homePath: config.homePath, navigate };
}

/** Provides the feedback environment; any key left out keeps its default. */
export function FeedbackProvider({ value, children }: { value: Partial<FeedbackEnvironment>; children?: ReactNode }) {
  return <FeedbackContext.Provider value={value}>{children}</FeedbackContext.Provider>;
}

/** The feedback environment with defaults filled in. */
export function useFeedbackEnvironment(): FeedbackEnvironment {
  const value = useContext(FeedbackContext);
  return useMemo(
    () => ({
      toastDuration: value.toastDuration ?? defaultConfig.toastDuration,
      toastMaxCount: value.toastMaxCount ?? defaultConfig.toastMaxCount,
      homePath: value.homePath ?? defaultConfig.homePath,
      navigate: value.navigate,
    }),
    [value],
  );
}
