// emptyState block: placeholder for no data, no search results, no permission or custom text.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { emptyStatePropsSchema } from './props';

export type { EmptyStateBlockProps } from './props';
export { emptyStatePropsSchema } from './props';

export const emptyStateBlock = defineBlock({
  name: 'emptyState',
  ...lazyBlock(emptyStatePropsSchema, () => import('./component')),
});
