// A small ARIA tab strip (no react-spring): home, create and detail pages.
export { TabStrip, tabPanelProps, type TabStripProps } from './tab-strip';
