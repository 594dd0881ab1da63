// The home page's navigation banner (issue 15 item 7, spec §2 and §9): the modules the user chose on
// /settingBanner (stored as H5_CAROUSEL_LIST), in their order, as links in a horizontally scrolling row.
// Only the home settings' model comes along (its index), never its editor: the home page is the first screen.
import { useEffect, useState } from 'react';
// The modules themselves, not the @react barrel: the home page is in the first screen's budget.
import { AppLink } from '@react/link';
import { useRequest } from '@react/hooks/use-request';
import { useLanguage, useRuntime, useT } from '@react/runtime/runtime-provider';
import { labelOf, moduleOf, QUERY_TYPES, settingsPaths, type ModuleSetting } from '../home-settings';
import { ModuleIcon } from '../shared/module-icon';
// Only the badge part of the message centre (its index; no antd-mobile in it).
import { UnreadBadge, useUnreadCount } from '../shared/unread-badge';
import { isMessageCenterEntry } from '../shared/unread';
import { bannerModules } from './banner';

/** Placeholders while the stored list loads: as many as fit, at the height of the row (no layout shift). */
const SKELETON_ITEMS = 5;

/**
 * The navigation banner: a `nav` of links, each a module's icon and label, ending with "Edit" (to
 * /settingBanner). Loaded silently with GET listQueryDef/get?queryType=H5_CAROUSEL_LIST; a failure gives
 * the default modules (the banner is navigation, not data); a save on /settingBanner applies at once.
 */
export function HomeShortcuts() {
  const t = useT();
  const runtime = useRuntime();
  const language = useLanguage();
  const [saved, setSaved] = useState<ModuleSetting[] | undefined>(undefined);

  const loaded = useRequest(
    (signal, rt) =>
      // Asked a task later, so behind the page's own first calls (the list, the counts) in the request queue:
      // under the spec's limit of one call at a time the banner must not hold up the list, whose answer the
      // entry may already have fetched ahead (first-calls.ts).
      new Promise((resolve) => setTimeout(resolve, 0))
        .then(() => rt.request.get<unknown>(rt.request.path('business', settingsPaths.get), { params: { queryType: QUERY_TYPES.banner }, signal, silent: true }))
        .then(bannerModules, () => bannerModules(undefined)),
    [],
  );

  // The settings page says what it saved: no need to ask the server again.
  useEffect(
    () =>
      runtime.bus.on('homeSettings:saved', ({ queryType, modules }) => {
        if (queryType === QUERY_TYPES.banner) setSaved(bannerModules({ queryContent: { modules } }));
      }),
    [runtime],
  );

  const modules = saved ?? loaded.data;
  const unread = useUnreadCount(Boolean(modules?.some(isMessageCenterEntry)));
  return (
    <nav className="sd-home-shortcuts" aria-label={t('app.home.shortcuts')} aria-busy={modules ? undefined : true} data-testid="home-shortcuts">
      {modules ? (
        <ul className="sd-home-shortcuts-list">
          {modules.map((setting) => {
            const module = moduleOf(setting.key);
            const messages = module !== undefined && isMessageCenterEntry(module);
            return module ? (
              <li key={setting.key} className="sd-home-shortcuts-entry">
                <AppLink to={module.route} className={messages ? 'sd-home-shortcut sd-unread-anchor' : 'sd-home-shortcut'} data-testid={`home-shortcut-${setting.key}`}>
                  <span className="sd-icon-badge sd-home-shortcut-icon" aria-hidden="true">
                    <ModuleIcon name={module.icon} />
                  </span>
                  <span className="sd-home-shortcut-label">{labelOf(setting, language)}</span>
                  {messages && unread ? <UnreadBadge count={unread.total} className="sd-unread-badge--corner" testId={`home-shortcut-${setting.key}-unread`} /> : null}
                </AppLink>
              </li>
            ) : null;
          })}
        </ul>
      ) : (
        <div className="sd-home-shortcuts-list sd-home-shortcuts-list--skeleton" aria-hidden="true" data-testid="home-shortcuts-skeleton">
          {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
            <span key={index} className="sd-home-shortcuts-entry sd-home-shortcut sd-home-shortcut--skeleton">
              <span className="sd-icon-badge sd-home-shortcut-icon" />
              <span className="sd-home-shortcut-label" />
            </span>
          ))}
        </div>
      )}
      <AppLink to="/settingBanner" className="sd-home-shortcuts-edit" aria-label={t('app.home.shortcutsEditLabel')} data-testid="home-shortcuts-edit">
        {t('app.home.shortcutsEdit')}
      </AppLink>
    </nav>
  );
}
