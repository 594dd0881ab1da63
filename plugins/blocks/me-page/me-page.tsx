import { useState } from 'react';
import { Avatar, Button, List, Selector } from 'antd-mobile';
import { isLanguage, logOut, supportedLanguages, type Language } from '@core';
import { useLanguage, useRuntime, useT } from '@react/runtime/runtime-provider';
import { useConfirm } from '@react/hooks/use-confirm';
import './me-page.css';

import type { MePageProps } from './props';

export type { MePageProps } from './props';

/**
 * Personal page (/me): who is logged in, the language switch (zh/en, stored
 * under `language`), and logout (revokes the token, clears the session and the user's local data,
 * then the login page).
 */
export default function MePage(_props: MePageProps) {
  const runtime = useRuntime();
  const language = useLanguage();
  const t = useT();
  const [, setAuthVersion] = useState(0);
  const [confirm, confirmDialog] = useConfirm();
  const user = runtime.session.getLoginInfo()?.user;
  // The menu-permission call also sends a display name (`name`) next to the account name.
  const displayName = (user as { name?: unknown } | undefined)?.name;
  const name = (typeof displayName === 'string' && displayName) || user?.userName || user?.userId || '--';

  const logout = async () => {
    const confirmed = await confirm({
      content: t('app.me.logoutConfirm'),
      confirmText: t('app.confirm'),
      cancelText: t('app.cancel'),
    });
    if (!confirmed) return;
    await logOut(runtime);
  };

  return (
    <div className="sd-me">
      <div className="sd-me-card" data-testid="me-card">
        <Avatar src="" className="sd-me-avatar" aria-hidden="true" />
        <div className="sd-me-who">
          <div className="sd-me-name" data-testid="me-name">
            {name}
          </div>
          {user?.userName && user.userName !== name && (
            <div className="sd-me-detail">{t('app.me.account', { value: user.userName })}</div>
          )}
          <div className="sd-me-detail">{t('app.me.group', { value: user?.groupName || t('app.me.noGroup') })}</div>
        </div>
      </div>
      <List header={t('app.me.language')} className="sd-me-list">
        <List.Item>
          <Selector<Language>
            columns={2}
            value={[language]}
            showCheckMark={false}
            options={supportedLanguages.map((lang) => ({ label: t(`app.me.languages.${lang}`), value: lang }))}
            onChange={(values) => {
              const next = values[0];
              if (!isLanguage(next) || next === language) return;
              runtime.i18n.setLanguage(next);
              // The server names users and groups in the request language: reload them in the new one.
              runtime.session.fetchAuth().then(
                () => setAuthVersion((n) => n + 1),
                () => undefined,
              );
            }}
            data-testid="language-switch"
          />
        </List.Item>
      </List>
      <div className="sd-me-actions">
        <Button block color="danger" fill="outline" size="large" onClick={() => void logout()} data-testid="logout">
          {t('app.me.logout')}
        </Button>
      </div>
      {confirmDialog}
    </div>
  );
}
