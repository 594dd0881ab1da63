import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useFeedbackEnvironment } from './feedback-context';
import { FeedbackScreen } from './feedback-screen';
import { Illustration } from './illustrations';

export interface NoPermissionProps {
  /**
   * Why the user is here: a 402/403 answer (`status`, the default: "back to home" and "log out"), or
   * the role check found the account is not for the H5 app on this device (`role`: the reason and
   * only "log out"; home would land here again).
   */
  reason?: 'status' | 'role';
  /**
   * Called by "back to home". Without it the app's navigate (from the
   * feedback environment) goes to the home path; without that, a full load
   * of `/`, which redirects to the home page.
   */
  onBack?: () => void;
  /** Called by "log out"; without it the button is not shown. */
  onLogout?: () => void;
}

/** The no-permission page (route /noPermission; 402/403 and the role check land here). */
export function NoPermission({ reason = 'status', onBack, onLogout }: NoPermissionProps) {
  const { t } = useTranslation();
  const env = useFeedbackEnvironment();
  const back = () => {
    if (onBack) onBack();
    else if (env.navigate) env.navigate(env.homePath);
    else window.location.assign('/');
  };
  const byRole = reason === 'role';
  return (
    <FeedbackScreen
      kind="no-permission"
      fullPage
      image={<Illustration name="noPermission" />}
      title={t(byRole ? 'feedback.noPermission.role.title' : 'feedback.noPermission.title')}
      description={t(byRole ? 'feedback.noPermission.role.description' : 'feedback.noPermission.description')}
      action={
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
          {!byRole && (
            <Button color="primary" shape="rounded" style={{ minWidth: 160 }} onClick={back}>
              {t('feedback.noPermission.backHome')}
            </Button>
          )}
          {onLogout && (
            <Button
              color="primary"
              fill={byRole ? 'solid' : 'outline'}
              shape="rounded"
              style={{ minWidth: 160 }}
              onClick={onLogout}
              data-testid="no-permission-logout"
            >
              {t('feedback.noPermission.logout')}
            </Button>
          )}
        </div>
      }
    />
  );
}
