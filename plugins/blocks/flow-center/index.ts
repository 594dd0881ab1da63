// Flow center block (/flowCenter, reused by the group-chat create routes): process templates with a name search; a tap opens the create page.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { flowCenterPropsSchema } from './props';

export { flowCenterPropsSchema, type FlowCenterProps } from './props';
export { templateQuery, FLOW_PAGE_SIZE } from './model';

export const flowCenterBlock = defineBlock({
  name: 'flowCenter',
  ...lazyBlock(flowCenterPropsSchema, () => import('./flow-center')),
});
