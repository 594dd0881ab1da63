// Process template block (/processTemplate?processDefId=): the template's name, description and flow chart with a button
// that starts a ticket; without an id, the template list (taps open this page).
import { lazy } from 'react';
import { defineBlock } from '@core/registry';

export const processTemplateBlock = defineBlock({
  name: 'processTemplate',
  component: lazy(() => import('./process-template')),
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
});
