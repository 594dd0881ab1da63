// errorPage block: the 403/404/500/loadFail/incompatible full-page error screen.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { errorPagePropsSchema } from './props';

export type { ErrorPageBlockProps } from './props';
export { errorPagePropsSchema } from './props';

export const errorPageBlock = defineBlock({
  name: 'errorPage',
  ...lazyBlock(errorPagePropsSchema, () => import('./component')),
});
