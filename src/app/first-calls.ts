// The first calls of the page being opened, for the entry to send with the boot calls (issue 14): the page's
// blocks (from its page JSON) name them, each block building them with the functions it calls with.
import type { FirstCall } from '@core/request/prefetch';
import { draftListFirstCalls } from '@plugins/blocks/draft-list/first-calls';
import { flowCenterFirstCalls } from '@plugins/blocks/flow-center/first-calls';
import { homePageFirstCalls } from '@plugins/blocks/home-page/first-calls';
import { homeSettingsFirstCall } from '@plugins/blocks/home-settings/first-calls';
import { orderCreateFirstCalls } from '@plugins/blocks/order-create/first-calls';
import { orderDetailFirstCalls } from '@plugins/blocks/order-detail/first-calls';
import { serviceCatalogFirstCalls } from '@plugins/blocks/service-catalog/first-calls';
import { pages, resolvePages } from './pages';

/** Blocks whose first calls are known before they load: block name -> its calls for its props and the address's query. */
export const blockFirstCalls: Readonly<Record<string, (props: Readonly<Record<string, unknown>>, search: URLSearchParams) => FirstCall[]>> = {
  // Then the navigation banner's modules (unclaimed when the host hides the banner).
  homePage: () => [...homePageFirstCalls(), homeSettingsFirstCall('banner')],
  serviceCatalog: () => serviceCatalogFirstCalls(),
  flowCenter: () => flowCenterFirstCalls(),
  draftList: (props) => draftListFirstCalls(props),
  orderCreate: (props, search) => orderCreateFirstCalls(search, props),
  orderDetail: (_props, search) => orderDetailFirstCalls(search),
};

/**
 * The first calls of the page at `path` (below the router's base; `/` is the home path) with the address's
 * query `search`: those of its blocks that have them, in block order. Nothing for a path no page serves as
 * written (`:params` routes).
 */
export function firstCallsFor(path: string, homePath: string, search: URLSearchParams = new URLSearchParams()): FirstCall[] {
  const route = path === '/' || path === '' ? homePath : path.replace(/\/+$/, '');
  const page = resolvePages(pages).find((candidate) => candidate.route === route);
  return (page?.blocks ?? []).flatMap((block) => blockFirstCalls[block.name]?.(block.props ?? {}, search) ?? []);
}
