// featureNotEnabled block: the "feature not available, contact the administrator" notice.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';

/** The block takes no props. */
export const featureNotEnabledPropsSchema = {
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const;

export const featureNotEnabledBlock = defineBlock({
  name: 'featureNotEnabled',
  ...lazyBlock(featureNotEnabledPropsSchema, () => import('./component')),
});
