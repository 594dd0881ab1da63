// noPermission block: "you have no permission" with a way back to the home page.
import { lazy } from 'react';
import { defineBlock } from '@core/registry';

/** The block takes no props; the home path comes from the configuration. */
export const noPermissionPropsSchema = {
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const;

export const noPermissionBlock = defineBlock({
  name: 'noPermission',
  component: lazy(() => import('./component')),
  propsSchema: noPermissionPropsSchema,
});
