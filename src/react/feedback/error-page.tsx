import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackScreen } from './feedback-screen';
import { Illustration, type IllustrationName } from './illustrations';

/** Error page types of the spec (form-widgets §2). */
export const errorPageTypes = ['403', '404', '500', 'loadFail', 'incompatible'] as const;
export type ErrorPageType = (typeof errorPageTypes)[number];

export function isErrorPageType(value: unknown): value is ErrorPageType {
  return typeof value === 'string' && (errorPageTypes as readonly string[]).includes(value);
}

// Type -> text group and illustration. Text keys are names, not status codes,
// so the locale files read as prose.
const contentKey: Record<ErrorPageType, Extract<IllustrationName, 'forbidden' | 'notFound' | 'serverError' | 'loadFail' | 'incompatible'>> = {
  '403': 'forbidden',
  '404': 'notFound',
  '500': 'serverError',
  loadFail: 'loadFail',
  incompatible: 'incompatible',
};

/** The type whose content is shown: unknown types fall back to 500 (spec). */
export function resolveErrorPageType(type: unknown): ErrorPageType {
  return isErrorPageType(type) ? type : '500';
}

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
  /** Slot under the text, e.g. a Retry button. */
  action?: ReactNode;
}

/** Full-page error screen (403, 404, 500, load failure, incompatible browser). */
export function ErrorPage({ type, title, description, action }: ErrorPageProps) {
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
      action={action}
    />
  );
}
