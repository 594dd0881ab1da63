import { useId, useState } from 'react';
import { Avatar, Button, List } from 'antd-mobile';
import { isLanguage, logOut, supportedLanguages, type Language, type Runtime } from '@core';
import { isThemePreference, themePreferences } from '@core/theme';
import { useLanguage, useRuntime, useT } from '@react/runtime/runtime-provider';
import { useConfirm } from '@react/hooks/use-confirm';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { useRequest } from '@react/hooks/use-request';
import { useTheme } from '@react/theme';
import { offersChoice, readTenantAccounts, tenantListCall, type TenantKind } from '../tenants';
import { LinkItem } from '../shared/link-item';
import { mePageTexts } from './locales';
import { appVersion, emptyTenantInfo, readTenantInfo, tenantDetailPath, tenantRoutes, type TenantInfo } from './model';
import './me-page.css';

/** The page's own texts, added when it first renders (they load with its code). */
const LOCALES = { mePage: mePageTexts };

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

/** Whether an account list offers more than one account; a failure is logged and offers none (spec §8: silent). */
async function listOffersChoice(rt: Runtime, kind: TenantKind, signal: AbortSignal): Promise<boolean> {
  try {
    const call = tenantListCall(kind);
    return offersChoice(readTenantAccounts(await rt.request.get<unknown>(rt.request.path('base', call.path), { params: call.params, signal, silent: true })));
  } catch (error) {
    if (!signal.aborted) console.error(`schemadesk: the ${kind} account list failed to load`, error);
    return false;
  }
}

/**
 * Personal page (/me): who is logged in (name, account, role, group, tenant), the tenant switch entries (each only
 * when its list offers more than one account), the language switch (zh/en, stored
 * under `language`), the colour scheme (follow the system, light, dark; stored under `theme`), and
 * logout (revokes the token, clears the session and the user's local data, then the login page).
 */
export default function MePage(_props: MePageProps) {
  usePluginTexts(LOCALES);
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
  const accountId = user?.accountId ?? '';
  // A failing tenant-detail fetch resets the tenant info to empty (spec §8): nothing shows, no error.
  const tenant = useRequest<TenantInfo>(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('none', tenantDetailPath), { signal, silent: true }).then(readTenantInfo, () => emptyTenantInfo),
    [accountId, language],
  );
  const switches = useRequest(
    async (signal, rt) => ({ top: await listOffersChoice(rt, 'top', signal), sub: await listOffersChoice(rt, 'sub', signal) }),
    [accountId],
  );
  const tenantName = tenant.data?.name ?? '';

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
          {user?.roleName && (
            <div className="sd-me-detail" data-testid="me-role">
              {t('mePage.role', { value: user.roleName })}
            </div>
          )}
          <div className="sd-me-detail">{t('app.me.group', { value: user?.groupName || t('app.me.noGroup') })}</div>
          {tenantName && (
            <div className="sd-me-detail" data-testid="me-tenant">
              {t('mePage.tenant', { value: tenantName })}
            </div>
          )}
        </div>
      </div>
      {(switches.data?.top || switches.data?.sub) && (
        <List className="sd-me-list" header={t('mePage.accountSection')} data-testid="me-tenant-switches">
          {switches.data.top && (
            <LinkItem to={tenantRoutes.top} data-testid="me-switch-tenant">
              {t('mePage.switchTenant')}
            </LinkItem>
          )}
          {switches.data.sub && (
            <LinkItem to={tenantRoutes.sub} data-testid="me-switch-sub-tenant">
              {t('mePage.switchSubTenant')}
            </LinkItem>
          )}
        </List>
      )}
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
      <List className="sd-me-list" header={t('mePage.about')}>
        <List.Item extra={<span data-testid="me-version">{t('mePage.version', { value: appVersion })}</span>}>schemadesk</List.Item>
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
