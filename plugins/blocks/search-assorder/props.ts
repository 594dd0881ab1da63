import type { BlockPropsFromSchema } from '../shared/props';

/** Props of the `searchAssorder` block in page JSON (the source of {@link SearchAssorderProps}). */
export const searchAssorderPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageSize: { type: 'integer', minimum: 1, maximum: 100, description: 'Candidates fetched at once (spec §9: 100). @default 100' },
  },
} as const;

/** Props of the search-associated-tickets block (page JSON); the ticket comes from the address (`?id=&mdlDefCode=`). */
export type SearchAssorderProps = BlockPropsFromSchema<typeof searchAssorderPropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    searchAssorder: SearchAssorderProps;
  }
}
