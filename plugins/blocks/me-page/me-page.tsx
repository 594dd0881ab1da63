import { useId, useState } from 'react';
import { Avatar, Button } from 'antd-mobile';
import { isLanguage, logOut, supportedLanguages, type Language } from '@core';
import { isThemePreference, themePreferences } from '@core/theme';
import { useLanguage, useRuntime, useT } from '@react/runtime/runtime-provider';
import { useConfirm } from '@react/hooks/use-confirm';
import { useTheme } from '@react/theme';
import './me-page.css';

import type { MePageProps } from './props';

export type { MePageProps } from './props';

/** Props of {@link ChoiceGroup}. */
interface ChoiceGroupProps<T extends string> {
  legend: string;
  value: T;
  options: readonly { value: T; label: string; lang?: string }[];
  onChange(value: T): void;
  testId: string;
}

/**
 * One setting as a group of native radios drawn as a segmented control: Tab reaches the group,
 * the arrow keys choose, and screen readers announce "n of m, selected".
 */
function ChoiceGroup<T extends string>({ legend, value, options, onChange, testId }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="sd-me-setting" data-testid={testId}>
      <legend className="sd-me-setting-title">{legend}</legend>
      <div className="sd-me-choices">
        {options.map((option) => (
          <label key={option.value} className="sd-me-choice" lang={option.lang}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sd-me-choice-input"
            />
            <span className="sd-me-choice-label">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Personal page (/me): who is logged in, the language switch (zh/en, stored
 * under `language`), the colour scheme (follow the system, light, dark; stored under `theme`), and
 * logout (revokes the token, clears the session and the user's local data, then the login page).
 */
export default function MePage(_props: MePageProps) {
  const runtime = useRuntime();
  const language = useLanguage();
  const t = useT();
  const theme = useTheme();
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
      <div className="sd-me-settings">
        <ChoiceGroup<Language>
          legend={t('app.me.language')}
          value={language}
          // Each language names itself, in its own language.
          options={supportedLanguages.map((lang) => ({ value: lang, label: t(`app.me.languages.${lang}`), lang: lang === 'zh' ? 'zh-CN' : lang }))}
          onChange={(next) => {
            if (!isLanguage(next) || next === language) return;
            runtime.i18n.setLanguage(next);
            // The server names users and groups in the request language: reload them in the new one.
            runtime.session.fetchAuth().then(
              () => setAuthVersion((n) => n + 1),
              () => undefined,
            );
          }}
          testId="language-switch"
        />
        <ChoiceGroup
          legend={t('app.me.appearance')}
          value={theme.preference}
          options={themePreferences.map((preference) => ({ value: preference, label: t(`app.me.themes.${preference}`) }))}
          onChange={(next) => {
            if (isThemePreference(next)) theme.setPreference(next);
          }}
          testId="theme-switch"
        />
      </div>
      <div className="sd-me-actions">
        <Button block color="danger" fill="outline" size="large" onClick={() => void logout()} data-testid="logout">
          {t('app.me.logout')}
        </Button>
      </div>
      {confirmDialog}
    </div>
  );
}
