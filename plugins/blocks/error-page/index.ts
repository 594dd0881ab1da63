// errorPage block: the 403/404/500/loadFail/incompatible full-page error screen.
import { lazy } from 'react';
import { defineBlock } from '@core/registry';
import { errorPagePropsSchema } from './props';

export type { ErrorPageBlockProps } from './props';
export { errorPagePropsSchema } from './props';

export const errorPageBlock = defineBlock({
  name: 'errorPage',
  component: lazy(() => import('./component')),
  propsSchema: errorPagePropsSchema,
});
