// featureNotEnabled block: the "feature not available, contact the administrator" notice.
import { lazy } from 'react';
import { defineBlock } from '@core/registry';

/** The block takes no props. */
export const featureNotEnabledPropsSchema = {
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const;

export const featureNotEnabledBlock = defineBlock({
  name: 'featureNotEnabled',
  component: lazy(() => import('./component')),
  propsSchema: featureNotEnabledPropsSchema,
});
