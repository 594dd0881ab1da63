// A small ARIA tab strip (no react-spring): home page and create page.
export { TabStrip, tabPanelProps, type TabStripProps } from './tab-strip';
