// noPermission block: "you have no permission" with a way back to the home page.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';

/** The block takes no props; the home path comes from the configuration. */
export const noPermissionPropsSchema = {
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const;

export const noPermissionBlock = defineBlock({
  name: 'noPermission',
  ...lazyBlock(noPermissionPropsSchema, () => import('./component')),
});
