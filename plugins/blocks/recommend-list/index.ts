// Recommendation list block: up to 5 service models recommended to the user, each a link to its create form,
// with a refresh; it renders nothing while loading or when the call fails (a silent failure, spec §8).
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { recommendListPropsSchema } from './props';

export { recommendListPropsSchema, type RecommendListProps } from './props';
export { readModels, readRecommendations, recommendPaths, RECOMMEND_LIMIT, type ModelRecord } from './model';

export const recommendListBlock = defineBlock({
  name: 'recommendList',
  ...lazyBlock(recommendListPropsSchema, () => import('./recommend-list')),
});
