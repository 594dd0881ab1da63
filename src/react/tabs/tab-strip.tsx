import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tab-strip.css';

/** Props of {@link TabStrip}. */
export interface TabStripProps<K extends string> {
  tabs: readonly K[];
  activeKey: K;
  onChange(key: K): void;
  /** The label of a tab. */
  title(key: K): ReactNode;
  /** Accessible name of a tab when its label does not read well (a count run into the text); default: the label's text. */
  tabName?(key: K): string | undefined;
  /** Accessible name of the tab list. */
  label: string;
  /**
   * When given, tab `k` gets the id `${idPrefix}-tab-${k}` and `aria-controls`
   * `${idPrefix}-panel-${k}`: give the panels those ids (see {@link tabPanelProps}).
   */
  idPrefix?: string;
  className?: string;
  /** Many tabs: the strip scrolls sideways and each tab keeps its width on one line (a 44 px target). @default false */
  scrollable?: boolean;
  /** `data-testid` of the tab list. */
  testId?: string;
}

/**
 * A tab strip: an ARIA tab list (arrow keys, Home/End) with a CSS underline.
 * Why not antd-mobile's Tabs: its animated underline brings react-spring (about 14 KB gz)
 * into the first screen, which keeps the initial route over its 180 KB budget.
 * Used by the home, create and detail pages.
 */
export function TabStrip<K extends string>({ tabs, activeKey, onChange, title, tabName, label, idPrefix, className, scrollable = false, testId }: TabStripProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  // The active tab is kept in view in a strip that scrolls sideways (an address may open a tab far to the right),
  // centred, in the next frame (whose layout it shares). By scrolling the strip itself: `scrollIntoView` would
  // also move the page's Tab starting point into the strip.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const strip = list.current;
      const tab = strip?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!strip || !tab || strip.scrollWidth <= strip.clientWidth) return;
      const offset = tab.getBoundingClientRect().left - strip.getBoundingClientRect().left;
      const left = Math.max(0, strip.scrollLeft + offset - (strip.clientWidth - tab.offsetWidth) / 2);
      if (typeof strip.scrollTo === 'function') strip.scrollTo({ left });
      else strip.scrollLeft = left;
    });
    return () => cancelAnimationFrame(frame);
  }, [activeKey, tabs.length]);
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
    <div ref={list} className={['sd-tabs', scrollable ? 'sd-tabs--scroll' : '', className ?? ''].filter(Boolean).join(' ')} role="tablist" aria-label={label} onKeyDown={move} data-testid={testId}>
      {tabs.map((key) => {
        const active = key === activeKey;
        return (
          <button
            key={key}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-tab-${key}` : undefined}
            aria-controls={idPrefix ? `${idPrefix}-panel-${key}` : undefined}
            aria-selected={active}
            aria-label={tabName?.(key)}
            tabIndex={active ? 0 : -1}
            className={active ? 'sd-tabs__tab sd-tabs__tab--active' : 'sd-tabs__tab'}
            onClick={() => onChange(key)}
          >
            {title(key)}
          </button>
        );
      })}
    </div>
  );
}

/** The attributes of the panel of tab `key` in a {@link TabStrip} with `idPrefix`; hidden unless active. */
export function tabPanelProps<K extends string>(idPrefix: string, key: K, activeKey: K) {
  return {
    id: `${idPrefix}-panel-${key}`,
    role: 'tabpanel' as const,
    'aria-labelledby': `${idPrefix}-tab-${key}`,
    hidden: key !== activeKey,
  };
}
