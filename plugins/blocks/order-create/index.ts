// Create-ticket block (/orderCreate?processDefId= | ?draftId= [&modelAnalysis=] [&copyFrom=]): header, tabs (the
// template's form and its flow chart), submit with the assign modal, drafts (save, update, delete) and a local copy of
// the input that survives a failed submit or a reload. `copyFrom` names the ticket a COPY came from; its values wait in
// storage (plugins/actions/COPY) and fill only the fields the requester edits here (./copy.ts).
import { lazy } from 'react';
import { defineBlock } from '@core/registry';

export const orderCreateBlock = defineBlock({
  name: 'orderCreate',
  component: lazy(() => import('./order-create')),
  requiresLazyPlugins: true,
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      processDefId: { type: 'string', description: 'Template opened when the address names none.' },
      localCopyDelayMs: { type: 'integer', minimum: 0, description: 'Delay before typed input is copied to local storage. @default 300' },
      chartHeight: { type: 'integer', minimum: 80, description: "Height of the flow-chart tab's diagram in px. @default the screen below the header, tabs and footer" },
    },
  },
});
