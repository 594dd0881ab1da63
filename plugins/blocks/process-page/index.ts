// Process page block (/processPage[/{ref}]): a template's process information (description, its steps in flow order
// with who handles each and how, the flow chart, start); without a template, the flow center's list opening this page.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { processPagePropsSchema } from './props';

export { processPagePropsSchema, type ProcessPageProps } from './props';

export const processPageBlock = defineBlock({
  name: 'processPage',
  ...lazyBlock(processPagePropsSchema, () => import('./process-page')),
});
