// The worklist block: every queue a handler works from (issue 15). Tabs of the built-in lists and the user's custom
// views with their counts, ticket cards, filters and sort in a bottom sheet, infinite scroll and pull to refresh;
// the tab, filters and search live in the address.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { worklistPropsSchema } from './props';

export { worklistPropsSchema, type WorklistProps } from './props';

export const worklistBlock = defineBlock({
  name: 'worklist',
  ...lazyBlock(worklistPropsSchema, () => import('./worklist')),
});
