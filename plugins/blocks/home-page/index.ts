//  page size and tabs are spec constants.:Home page block (/homePage): search, unfinished / done / to-do tabs with counts, ticket list with load-more.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { homePagePropsSchema } from './props';

export { homePagePropsSchema, type HomePageProps } from './props';

export const homePageBlock = defineBlock({
  name: 'homePage',
  ...lazyBlock(homePagePropsSchema, () => import('./home-page')),
});
