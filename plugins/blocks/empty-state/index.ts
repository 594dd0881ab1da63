// emptyState block: placeholder for no data, no search results, no permission or custom text.
import { lazy } from 'react';
import { defineBlock } from '@core/registry';
import { emptyStatePropsSchema } from './props';

export type { EmptyStateBlockProps } from './props';
export { emptyStatePropsSchema } from './props';

export const emptyStateBlock = defineBlock({
  name: 'emptyState',
  component: lazy(() => import('./component')),
  propsSchema: emptyStatePropsSchema,
});
