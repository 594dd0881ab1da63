import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** Props of {@link HomeTabs}. */
export interface HomeTabsProps<K extends string> {
  tabs: readonly K[];
  activeKey: K;
  onChange(key: K): void;
  /** The label of a tab. */
  title(key: K): ReactNode;
  /** Accessible name of the tab list. */
  label: string;
}

/**
 * The home page's tab strip: an ARIA tab list (arrow keys, Home/End) with a CSS underline.
 * Why not antd-mobile's Tabs: its animated underline brings react-spring (about 14 KB gz)
 * into the first screen, which keeps the initial route over its 180 KB budget.
 */
export function HomeTabs<K extends string>({ tabs, activeKey, onChange, title, label }: HomeTabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(activeKey);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(tabs[next]!);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div ref={list} className="sd-home-tabs" role="tablist" aria-label={label} onKeyDown={move}>
      {tabs.map((key) => {
        const active = key === activeKey;
        return (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={active ? 'sd-home-tabs__tab sd-home-tabs__tab--active' : 'sd-home-tabs__tab'}
            onClick={() => onChange(key)}
          >
            {title(key)}
          </button>
        );
      })}
    </div>
  );
}
