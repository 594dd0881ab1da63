// Personal page block (/me): current user, zh/en language switch, logout.
import { lazy } from 'react';
import { defineBlock } from '@core/registry';

export const mePageBlock = defineBlock({
  name: 'mePage',
  component: lazy(() => import('./me-page')),
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
});
