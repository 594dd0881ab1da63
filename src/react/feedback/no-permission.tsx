import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useFeedbackEnvironment } from './feedback-context';
import { FeedbackScreen } from './feedback-screen';
import { Illustration } from './illustrations';

export interface NoPermissionProps {
  /**
   * Called by "back to home". Without it the app's navigate (from the
   * feedback environment) goes to the home path; without that, a full load
   * of `/`, which redirects to the home page.
   */
  onBack?: () => void;
}

/** The no-permission page (route /noPermission; 402/403 land here). */
export function NoPermission({ onBack }: NoPermissionProps) {
  const { t } = useTranslation();
  const env = useFeedbackEnvironment();
  const back = () => {
    if (onBack) onBack();
    else if (env.navigate) env.navigate(env.homePath);
    else window.location.assign('/');
  };
  return (
    <FeedbackScreen
      kind="no-permission"
      fullPage
      image={<Illustration name="noPermission" />}
      title={t('feedback.noPermission.title')}
      description={t('feedback.noPermission.description')}
      action={
        <Button color="primary" shape="rounded" style={{ minWidth: 160 }} onClick={back}>
          {t('feedback.noPermission.backHome')}
        </Button>
      }
    />
  );
}
