import type { BlockPropsFromSchema } from '../shared/props';

/** Props of the `recommendList` block in page JSON (the source of {@link RecommendListProps}). */
export const recommendListPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Props of the recommendation list (none: it can be placed on any page). */
export type RecommendListProps = BlockPropsFromSchema<typeof recommendListPropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    recommendList: RecommendListProps;
  }
}
