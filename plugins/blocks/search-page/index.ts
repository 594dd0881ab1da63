// Search page block (/search): a search box over the service models, with search history, popular searches and
// (optionally) the recommendation list while nothing is searched; a result opens its create form.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { searchPagePropsSchema } from './props';

export { searchPagePropsSchema, type SearchPageProps } from './props';

export const searchPageBlock = defineBlock({
  name: 'searchPage',
  ...lazyBlock(searchPagePropsSchema, () => import('./search-page')),
});
