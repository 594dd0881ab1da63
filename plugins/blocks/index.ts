// Built-in page blocks, as an explicit list (never registered by import side effect).
// Each block's component is lazy: importing this list loads no block code, and the app build
// puts every block in its own chunk. A block's props are typed once: its props JSON Schema is a
// `const` object in the block's index.ts, and the component's props type is derived from it.
import type { BlockDefinition } from '@core/registry';
import { historyTab } from './detail-tab-history';
import { approvalTab } from './detail-tab-approval';
import { processInfoTab } from './detail-tab-process-info';
import { slaTab } from './detail-tab-sla';
import { tagTab } from './detail-tab-tag';
import { ciTab } from './detail-tab-ci';
import { assorderTab } from './detail-tab-assorder';
import { browseHistoryTab } from './detail-tab-browse-history';
import { fieldModifyTab } from './detail-tab-field-modify';
import { searchAssorderBlock } from './search-assorder';
import { replyTab } from './detail-tab-reply';
import { richTextPageBlock } from './rich-text-page';
import { draftListBlock } from './draft-list';
import { emptyStateBlock } from './empty-state';
import { errorPageBlock } from './error-page';
import { featureNotEnabledBlock } from './feature-not-enabled';
import { flowCenterBlock } from './flow-center';
import { formPreviewBlock } from './form-preview';
import { homePageBlock } from './home-page';
import { mePageBlock } from './me-page';
import { noPermissionBlock } from './no-permission';
import { orderCreateBlock } from './order-create';
import { orderDetailBlock } from './order-detail';
import { processTemplateBlock } from './process-template';
import { processPageBlock } from './process-page';
import { subTenantsBlock, topTenantsBlock } from './tenants';
import { messageCenterBlock, messageCenterListBlock, messageDetailBlock } from './message-center';
import { changeCalendarBlock, changeCalendarSettingBlock } from './change-calendar';
import { outboxBlock } from './outbox';
import { searchPageBlock } from './search-page';
import { serviceCatalogBlock } from './service-catalog';
import { recommendListBlock } from './recommend-list';
import { homeSettingsBlock } from './home-settings';
import { worklistBlock } from './worklist';
import { createByVoiceBlock } from './create-by-voice';
import { groupChatSuccessBlock } from './group-chat';

/** Every built-in page block (page JSON names it); a new block is one folder and one line here. */
export const builtinBlocks: readonly BlockDefinition[] = [
  homePageBlock,
  mePageBlock,
  errorPageBlock,
  emptyStateBlock,
  featureNotEnabledBlock,
  noPermissionBlock,
  formPreviewBlock,
  serviceCatalogBlock,
  flowCenterBlock,
  draftListBlock,
  orderCreateBlock,
  orderDetailBlock,
  processTemplateBlock,
  processPageBlock,
  topTenantsBlock,
  subTenantsBlock,
  messageCenterBlock,
  messageCenterListBlock,
  messageDetailBlock,
  changeCalendarBlock,
  changeCalendarSettingBlock,
  outboxBlock,
  searchPageBlock,
  recommendListBlock,
  homeSettingsBlock,
  worklistBlock,
  createByVoiceBlock,
  groupChatSuccessBlock,
  // Ticket-detail tabs (detailTab.<code>), each loaded when its tab first opens.
  approvalTab,
  processInfoTab,
  replyTab,
  slaTab,
  tagTab,
  assorderTab,
  browseHistoryTab,
  fieldModifyTab,
  historyTab,
  ciTab,
  richTextPageBlock,
  searchAssorderBlock,
];
