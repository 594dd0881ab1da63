import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackScreen } from './feedback-screen';
import { resolveErrorPageType, type ErrorPageType } from './error-page-types';
import { Illustration, type IllustrationName } from './illustrations';

export { errorPageTypes, isErrorPageType, resolveErrorPageType, type ErrorPageType } from './error-page-types';

// Type -> text group and illustration. Text keys are names, not status codes,
// so the locale files read as prose.
const contentKey: Record<ErrorPageType, Extract<IllustrationName, 'forbidden' | 'notFound' | 'serverError' | 'loadFail' | 'incompatible'>> = {
  '403': 'forbidden',
  '404': 'notFound',
  '500': 'serverError',
  loadFail: 'loadFail',
  incompatible: 'incompatible',
};

export interface ErrorPageProps {
  /**
   * Which error. Any other string (e.g. from page JSON) shows the 500 content.
   * @default '500'
   */
  type?: ErrorPageType | (string & {});
  /** Overrides the translated title. */
  title?: ReactNode;
  /** Overrides the translated description. */
  description?: ReactNode;
  /** Slot under the text; replaces the Retry button of `onRetry`. */
  action?: ReactNode;
  /** Shows a Retry button under the text that calls this (a failed load the user can repeat). */
  onRetry?: () => void;
}

/** Full-page error screen (403, 404, 500, load failure, incompatible browser). */
export function ErrorPage({ type, title, description, action, onRetry }: ErrorPageProps) {
  const { t } = useTranslation();
  const resolved = resolveErrorPageType(type);
  const key = contentKey[resolved];
  return (
    <FeedbackScreen
      kind={`error-${resolved}`}
      fullPage
      image={<Illustration name={key} />}
      title={title ?? t(`feedback.errorPage.${key}.title`)}
      description={description ?? t(`feedback.errorPage.${key}.description`)}
      action={
        action ??
        (onRetry ? (
          <Button color="primary" shape="rounded" style={{ minWidth: 160 }} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined)
      }
    />
  );
}
