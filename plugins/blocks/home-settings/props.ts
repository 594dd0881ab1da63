import type { BlockPropsFromSchema } from '../shared/props';

/** Props of the `homeSettings` block in page JSON (the source of {@link HomeSettingsProps}). */
export const homeSettingsPropsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    kind: {
      enum: ['banner', 'tab'],
      description: 'Which list is edited: the navigation banner (H5_CAROUSEL_LIST) or the bottom tab (H5_List).',
    },
  },
} as const;

/** Props of the home settings block (page JSON). */
export type HomeSettingsProps = BlockPropsFromSchema<typeof homeSettingsPropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    homeSettings: HomeSettingsProps;
  }
}
