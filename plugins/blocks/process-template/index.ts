// Process template block (/processTemplate?processDefId=): the template's name, description and flow chart with a button that starts a ticket; without an id, the template list (taps open this page).
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { processTemplatePropsSchema } from './props';

export { processTemplatePropsSchema, type ProcessTemplateProps } from './props';

export const processTemplateBlock = defineBlock({
  name: 'processTemplate',
  ...lazyBlock(processTemplatePropsSchema, () => import('./process-template')),
});
