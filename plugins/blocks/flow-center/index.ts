// Flow center block (/flowCenter, reused by the group-chat create routes): process templates with a name search; a tap opens the create page.
import { lazy } from 'react';
import { defineBlock } from '@core/registry';

export const flowCenterBlock = defineBlock({
  name: 'flowCenter',
  component: lazy(() => import('./flow-center')),
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      target: {
        enum: ['create', 'template'],
        description: 'Where a tap goes: the create page (default) or the template page (/processTemplate).',
      },
    },
  },
});
