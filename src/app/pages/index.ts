// The app's pages, listed explicitly (no glob): scripts/check-pages.ts fails the build when a
// *.page.json file is missing from this list, is invalid, or names an unknown block.
import type { PageDefinition, ResolvedPage } from '@react/json-page/types';
import homePage from './homePage.page.json';
import settingBannerPage from './settingBanner.page.json';
import settingTabPage from './settingTab.page.json';
import mePage from './me.page.json';
import flowCenterPage from './flowCenter.page.json';
import processTemplatePage from './processTemplate.page.json';
import orderDetailsPage from './orderDetails.page.json';
import orderDetailsInPcPage from './orderDetailsInPc.page.json';
import searchAssorderPage from './searchAssorder.page.json';
import orderCreatePage from './orderCreate.page.json';
import orderCreateByVoicePage from './orderCreateByVoice.page.json';
import orderCreateByGroupChatPage from './orderCreateByGroupChat.page.json';
import orderCreateByYunxiaohuiChatPage from './orderCreateByYunxiaohuiChat.page.json';
import orderCreateByGroupChatSuccessPage from './orderCreateByGroupChatSuccess.page.json';
import messageCenterPage from './messageCenter.page.json';
import messageCenterListPage from './messageCenterList.page.json';
import messageDetailPage from './messageDetail.page.json';
import processPage from './processPage.page.json';
import changeCalenderPage from './changeCalender.page.json';
import changeCalenderSettingPage from './changeCalenderSetting.page.json';
import subTenantsPage from './subTenants.page.json';
import topTenantsPage from './topTenants.page.json';
import outboxPage from './outbox.page.json';
import richTextPage from './richText.page.json';
import page404 from './404.page.json';
import noPermissionPage from './noPermission.page.json';
import formPreviewPage from './formPreview.page.json';
import searchPage from './search.page.json';
import worklistPage from './worklist.page.json';

/** File name (without `.page.json`) → page, as written. */
// JSON imports type `layout` as string; the schema check (build + tests) guarantees the shape.
export const pageFiles = {
  homePage: homePage,
  settingBanner: settingBannerPage,
  settingTab: settingTabPage,
  me: mePage,
  flowCenter: flowCenterPage,
  processTemplate: processTemplatePage,
  orderDetails: orderDetailsPage,
  orderDetailsInPc: orderDetailsInPcPage,
  searchAssorder: searchAssorderPage,
  orderCreate: orderCreatePage,
  orderCreateByVoice: orderCreateByVoicePage,
  orderCreateByGroupChat: orderCreateByGroupChatPage,
  orderCreateByYunxiaohuiChat: orderCreateByYunxiaohuiChatPage,
  orderCreateByGroupChatSuccess: orderCreateByGroupChatSuccessPage,
  messageCenter: messageCenterPage,
  messageCenterList: messageCenterListPage,
  messageDetail: messageDetailPage,
  processPage: processPage,
  changeCalender: changeCalenderPage,
  changeCalenderSetting: changeCalenderSettingPage,
  subTenants: subTenantsPage,
  topTenants: topTenantsPage,
  outbox: outboxPage,
  richText: richTextPage,
  '404': page404,
  noPermission: noPermissionPage,
  formPreview: formPreviewPage,
  search: searchPage,
  worklist: worklistPage,
} as unknown as Readonly<Record<string, PageDefinition>>;

/** Every page, in declaration order. */
export const pages: readonly PageDefinition[] = Object.values(pageFiles);

/** Thrown when `blocksFrom` points nowhere or pages reuse each other in a cycle. */
export class PageResolveError extends Error {
  override name = 'PageResolveError';
}

/** Replaces `blocksFrom` with the blocks of the page it names (followed transitively). */
export function resolvePages(list: readonly PageDefinition[]): ResolvedPage[] {
  const byRoute = new Map(list.map((page) => [page.route, page]));
  const blocksOf = (page: PageDefinition, seen: Set<string>): ResolvedPage['blocks'] => {
    if (page.blocks) return page.blocks;
    const from = page.blocksFrom;
    if (!from) throw new PageResolveError(`Page ${page.route} has neither blocks nor blocksFrom.`);
    if (seen.has(from)) throw new PageResolveError(`Page ${page.route}: blocksFrom cycle through ${from}.`);
    const source = byRoute.get(from);
    if (!source) throw new PageResolveError(`Page ${page.route}: blocksFrom ${from} is not a page.`);
    return blocksOf(source, new Set(seen).add(from));
  };
  return list.map((page) => ({ ...page, blocks: blocksOf(page, new Set([page.route])) }));
}
