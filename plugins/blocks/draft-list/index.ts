// Draft list block: the user's drafts (h5workOrder/list, listType draft); a tap reopens one on the create page.
import { lazy } from 'react';
import { defineBlock } from '@core/registry';

export const draftListBlock = defineBlock({
  name: 'draftList',
  component: lazy(() => import('./draft-list')),
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      pageSize: { type: 'integer', minimum: 1, maximum: 50, description: 'Drafts per page. @default 10' },
    },
  },
});
