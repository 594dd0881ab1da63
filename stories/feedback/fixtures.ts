// Story args come from the shared fixtures, looked up by story name, so the stories and tests see the same data.
import errorPages from '../../fixtures/feedback/error-pages.json';
import emptyStates from '../../fixtures/feedback/empty-states.json';
import toasts from '../../fixtures/feedback/toasts.json';
import type { ErrorPageBlockProps } from '@plugins/blocks/error-page';
import type { EmptyStateBlockProps } from '@plugins/blocks/empty-state';
import type { ToastPayload } from '@core/events';
import type { Language } from '@core/events';

function byStory<T extends { story: string }>(list: readonly T[], story: string): Omit<T, 'story'> {
  const found = list.find((entry) => entry.story === story);
  if (!found) throw new Error(`No fixture entry for story "${story}"`);
  const { story: _story, ...props } = found;
  return props;
}

export function errorPageArgs(story: string): ErrorPageBlockProps {
  return byStory([...errorPages.types, errorPages.unknown], story);
}

export function emptyStateArgs(story: string): EmptyStateBlockProps {
  return byStory(emptyStates.kinds, story) as EmptyStateBlockProps;
}

/** The fixture toasts as `toast:show` payloads in `language`. */
export function toastPayloads(language: Language): ToastPayload[] {
  return toasts.toasts.map((toast) => ({
    type: toast.type as ToastPayload['type'],
    message: toast.message[language],
    ...('duration' in toast ? { duration: toast.duration } : {}),
  }));
}
