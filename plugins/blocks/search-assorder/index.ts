// /searchAssorder block (issue 16 item 6): the tickets the user may link to a ticket (count, search, multi-select),
// the link type, and Confirm (batch/relevance); then back to the ticket's linked-tickets tab.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { searchAssorderPropsSchema } from './props';

export { searchAssorderPropsSchema, type SearchAssorderProps } from './props';

export const searchAssorderBlock = defineBlock({
  name: 'searchAssorder',
  ...lazyBlock(searchAssorderPropsSchema, () => import('./search-assorder')),
});
