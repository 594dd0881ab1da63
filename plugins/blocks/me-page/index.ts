// Personal page block (/me): current user (role, group, tenant), tenant switch entries, zh/en language and theme switches, about (version), logout.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { mePagePropsSchema } from './props';

export { mePagePropsSchema, type MePageProps } from './props';

export const mePageBlock = defineBlock({
  name: 'mePage',
  ...lazyBlock(mePagePropsSchema, () => import('./me-page')),
});
