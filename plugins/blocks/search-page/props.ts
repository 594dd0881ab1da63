import type { BlockPropsFromSchema } from '../shared/props';

/** Props of the `searchPage` block in page JSON (the source of {@link SearchPageProps}). */
export const searchPagePropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    recommendations: {
      type: 'boolean',
      default: true,
      description: 'Show the recommendation list above the search history while nothing is searched.',
    },
  },
} as const;

/** Props of the search page block. `recommendations` defaults to true. */
export type SearchPageProps = BlockPropsFromSchema<typeof searchPagePropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    searchPage: SearchPageProps;
  }
}
