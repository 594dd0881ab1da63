import { useEffect, useRef, type MouseEvent } from 'react';
import { SafeArea } from 'antd-mobile';
import { LeftOutline, UserOutline } from 'antd-mobile-icons';
import { Link, matchPath, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { BottomMenuItem } from '@core';
// The module, not the a11y barrel: that one brings focus-trap (dialogs) into the first screen.
import { PageHeadingProvider } from '@react/a11y/page-heading';
import { pickText, useLanguage, useT } from '@react/runtime/runtime-provider';
import { useRouteHandle } from './route-handle';
import { useBottomMenu } from './bottom-menu';
// The icons of the modules by name, shared with the home page's navigation banner.
import { ModuleIcon } from '@plugins/blocks/shared/module-icon';
// The unread badge of the message centre's entry (a small, antd-free part of that plugin).
import { UnreadBadge, useUnreadCount } from '@plugins/blocks/shared/unread-badge';
import { isMessageCenterEntry } from '@plugins/blocks/shared/unread';

export type { RouteHandle } from './route-handle';
import './layout.css';

/** The bottom-menu entry whose path is the current location, if any. */
export function activeMenuItem(menu: readonly BottomMenuItem[], pathname: string): BottomMenuItem | undefined {
  return menu.find((item) => matchPath({ path: item.path, end: true }, pathname));
}

export interface MobileLayoutProps {
  /** Bottom menu entries (config.bottomMenu); the user's saved bottom-tab settings replace them (useBottomMenu). */
  bottomMenu: readonly BottomMenuItem[];
  /** Where "back" goes when there is no history to return to. */
  homePath: string;
  /** Route of the personal page, reachable from the nav bar of menu screens; absent = no shortcut. */
  mePath?: string;
}

/**
 * The mobile layout: a nav bar with the page title in the current language,
 * the scrolling content, and the bottom menu on the screens it lists.
 */
export function MobileLayout({ bottomMenu: configuredMenu, homePath, mePath }: MobileLayoutProps) {
  const bottomMenu = useBottomMenu(configuredMenu);
  const location = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const t = useT();
  const handle = useRouteHandle();
  const title = handle?.title ? pickText(handle.title, language) : '';
  const active = activeMenuItem(bottomMenu, location.pathname);
  // Counted only while the menu shows and holds the message centre.
  const unread = useUnreadCount(Boolean(active) && bottomMenu.some(isMessageCenterEntry));
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPath = useRef(location.pathname);
  // After a move to another screen the focus goes to its title, as a page load would put it at the
  // top: a screen reader announces the new page, and Tab continues from its start rather than from
  // the link that was followed (often the bottom menu, or a card that is gone).
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    heading.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  const back = () => {
    // react-router keeps its own history index; 0 means this is the first entry of the app.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(homePath, { replace: true });
  };

  const right =
    active && mePath && !matchPath({ path: mePath, end: true }, location.pathname) ? (
      <button type="button" className="sd-icon-button sd-layout-icon-button" aria-label={t('app.me.title')} onClick={() => navigate(mePath)} data-testid="nav-me">
        <UserOutline />
      </button>
    ) : undefined;

  // The active entry is the current page: following it again would only push the same address.
  const stay = (event: MouseEvent) => event.preventDefault();

  // Back is a real, labelled button (screen readers, tests).
  const left = active ? undefined : (
    <button type="button" className="sd-icon-button sd-layout-icon-button" aria-label={t('app.back')} onClick={back} data-testid="nav-back">
      <LeftOutline />
    </button>
  );

  // A plain header rather than antd-mobile's NavBar: NavBar wraps its left side in a role="button"
  // container, which would nest our labelled back button inside another button.
  // The bottom menu is links in a nav landmark rather than antd-mobile's TabBar, whose items are
  // divs that Tab never reaches; it keeps the TabBar's look (layout.css).
  return (
    <div className="sd-layout">
      <header className="sd-layout-nav">
        <div className="sd-layout-nav-side">{left}</div>
        {title ? (
          <h1 ref={heading} className="sd-layout-nav-title" tabIndex={-1} data-testid="page-title">
            {title}
          </h1>
        ) : (
          <div className="sd-layout-nav-title" data-testid="page-title" />
        )}
        <div className="sd-layout-nav-side sd-layout-nav-right">{right}</div>
      </header>
      <main className="sd-layout-content">
        <PageHeadingProvider>
          <Outlet />
        </PageHeadingProvider>
      </main>
      {active && (
        <nav className="sd-layout-tabbar sd-menu" aria-label={t('app.menu')}>
          <ul className="sd-menu__list">
            {bottomMenu.map((item) => {
              const current = item.key === active.key;
              const messages = isMessageCenterEntry(item);
              return (
                <li key={item.key} className="sd-menu__entry">
                  <Link
                    to={item.path}
                    className={`${current ? 'sd-menu__item sd-menu__item--active' : 'sd-menu__item'}${messages ? ' sd-unread-anchor' : ''}`}
                    aria-current={current ? 'page' : undefined}
                    onClick={current ? stay : undefined}
                    data-testid={`tab-${item.key}`}
                  >
                    <span className="sd-menu__icon" aria-hidden="true">
                      <ModuleIcon name={item.icon} />
                    </span>
                    <span className="sd-menu__title">{pickText(item.title, language)}</span>
                    {messages && unread ? <UnreadBadge count={unread.total} className="sd-unread-badge--corner" testId={`tab-${item.key}-unread`} /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
          <SafeArea position="bottom" />
        </nav>
      )}
    </div>
  );
}
