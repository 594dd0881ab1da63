// The contract of a ticket-detail tab (issue 16): each tab (approval, process info, replies, SLA, tags,
// associated orders, browsing history, field-modification records, history ...) is a block plugin in its own
// folder, registered as `detailTab.<code>`, whose component loads the first time its tab opens. The detail
// page (plugins/blocks/order-detail) builds the tab strip from the node's tab configuration (`tabList` of the
// order detail, "Order detail" always first) and the registered tabs; a code without a registered tab is skipped.
import type { ComponentType } from 'react';
import { defineBlock, type BlockDefinition } from '@core/registry';
import { lazyComponent } from '@react/feedback/lazy-on-open';
import type { OrderDetail, OrderHeader } from './model';

/** What every tab receives from the detail page. */
export interface DetailTabProps {
  /** The loaded ticket (reloaded after every action). */
  detail: OrderDetail;
  header: OrderHeader;
  /** Reloads the whole detail (header, form, buttons, every open tab's version-keyed data). */
  reload(): void;
  /** The tab is the one showing (tabs stay mounted once opened; a tab may pause timers while hidden). */
  active: boolean;
  /** `pc` inside the chat app's to-do (orderDetailsInPc), `mobile` on the phone page. */
  variant: 'mobile' | 'pc';
}

/** Domain of the tab titles (`t('detailTabs.<code>')`), filled by each tab's definition. */
export const DETAIL_TAB_TEXTS = 'detailTabs';

/** A tab's props come from the detail page ({@link DetailTabProps}), never from page JSON: none may be set there. */
const DETAIL_TAB_PROPS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {},
  description: 'A ticket-detail tab: the detail page passes its props (DetailTabProps); page JSON sets none.',
} as const;

/** Block name of the tab with `code`. */
export function detailTabBlockName(code: string): string {
  return `detailTab.${code}`;
}

/** The tab codes and their order when the node configures none (service-desk §2 "ticket detail tabs"). */
export const DEFAULT_DETAIL_TABS = ['approval', 'processInfo', 'reply', 'sla', 'tag', 'assorder', 'browseHistory', 'fieldModify', 'history'] as const;

/**
 * A detail tab's block definition: its title (zh/en, registered with the definition so the strip can show it
 * before the tab's code loads) and its lazily loaded component.
 * @example export const approvalTab = defineDetailTab('approval', { zh: '审批', en: 'Approval' }, () => import('./approval-tab'));
 */
export function defineDetailTab(code: string, title: { zh: string; en: string }, load: () => Promise<{ default: ComponentType<DetailTabProps> }>): BlockDefinition<ComponentType<DetailTabProps>> {
  return defineBlock({
    name: detailTabBlockName(code),
    component: lazyComponent<DetailTabProps>(() => load().then((m) => m.default)),
    propsSchema: DETAIL_TAB_PROPS_SCHEMA,
    locales: { [DETAIL_TAB_TEXTS]: { zh: { [code]: title.zh }, en: { [code]: title.en } } },
  });
}
