// Home page block (/homePage): search, unfinished / done / to-do tabs with counts, ticket list with load-more.
import { lazy } from 'react';
import { defineBlock } from '@core/registry';

export const homePageBlock = defineBlock({
  name: 'homePage',
  component: lazy(() => import('./home-page')),
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
});

