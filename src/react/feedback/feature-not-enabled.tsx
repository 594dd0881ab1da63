import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackScreen } from './feedback-screen';
import { Illustration } from './illustrations';

export interface FeatureNotEnabledProps {
  /** Slot under the text (e.g. a back button). */
  action?: ReactNode;
  /** Fill the viewport instead of sitting inside a page. @default true */
  fullPage?: boolean;
}

/** Notice for a feature the tenant has not enabled: contact the administrator. */
export function FeatureNotEnabled({ action, fullPage = true }: FeatureNotEnabledProps) {
  const { t } = useTranslation();
  return (
    <FeedbackScreen
      kind="feature-not-enabled"
      fullPage={fullPage}
      image={<Illustration name="featureNotEnabled" />}
      title={t('feedback.featureNotEnabled.title')}
      description={t('feedback.featureNotEnabled.description')}
      action={action}
    />
  );
}
