import type { BlockPropsFromSchema } from '../shared/props';

/** Props of the `draftList` block in page JSON (the source of {@link DraftListProps}). */
export const draftListPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageSize: { type: 'integer', minimum: 1, maximum: 50, description: 'Drafts per page. @default 10' },
  },
} as const;

/** Props of the draft list block (page JSON). */
export type DraftListProps = BlockPropsFromSchema<typeof draftListPropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    draftList: DraftListProps;
  }
}
