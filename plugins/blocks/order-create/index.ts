// Create-ticket block (/orderCreate?processDefId= | ?draftId= [&modelAnalysis=] [&copyFrom=]): header, tabs (the
// template's form and its flow chart), submit with the assign modal, drafts (save, update, delete) and a local copy of
// the input that survives a failed submit or a reload. `copyFrom` names the ticket a COPY came from; its values wait in
// storage (plugins/actions/COPY) and fill only the fields the requester edits here (./copy.ts).
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { orderCreatePropsSchema } from './props';

export { orderCreatePropsSchema, type OrderCreateProps } from './props';

export const orderCreateBlock = defineBlock({
  name: 'orderCreate',
  ...lazyBlock(orderCreatePropsSchema, () => import('./order-create')),
  requiresLazyPlugins: true,
});
