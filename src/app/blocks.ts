// The app's built-in page blocks, passed to createRuntime as an explicit list (no import side effects).
// Components are lazy, so importing this list does not load them: each block becomes its own chunk.
import type { BlockDefinition } from '@core';
import { emptyStateBlock } from '@plugins/blocks/empty-state';
import { errorPageBlock } from '@plugins/blocks/error-page';
import { featureNotEnabledBlock } from '@plugins/blocks/feature-not-enabled';
import { formPreviewBlock } from '@plugins/blocks/form-preview';
import { flowCenterBlock } from '@plugins/blocks/flow-center';
import { draftListBlock } from '@plugins/blocks/draft-list';
import { orderCreateBlock } from '@plugins/blocks/order-create';
import { orderDetailBlock } from '@plugins/blocks/order-detail';
import { processTemplateBlock } from '@plugins/blocks/process-template';
import { homePageBlock } from '@plugins/blocks/home-page';
import { mePageBlock } from '@plugins/blocks/me-page';
import { noPermissionBlock } from '@plugins/blocks/no-permission';

export const builtinBlocks: readonly BlockDefinition[] = [
  homePageBlock,
  mePageBlock,
  errorPageBlock,
  emptyStateBlock,
  featureNotEnabledBlock,
  noPermissionBlock,
  formPreviewBlock,
  flowCenterBlock,
  draftListBlock,
  orderCreateBlock,
  orderDetailBlock,
  processTemplateBlock,
];
