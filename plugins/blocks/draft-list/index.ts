// Draft list block: the user's drafts (h5workOrder/list, listType draft); a tap reopens one on the create page.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { draftListPropsSchema } from './props';

export { draftListPropsSchema, type DraftListProps } from './props';

export const draftListBlock = defineBlock({
  name: 'draftList',
  ...lazyBlock(draftListPropsSchema, () => import('./draft-list')),
});
