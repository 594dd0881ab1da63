import { emptyStateKinds } from '@react/feedback/empty-state';
import { blockTextSchema } from '@react/feedback/block-text';
import type { BlockPropsFromSchema } from '../shared/props';

/**
 * Props of the `emptyState` block in page JSON (the source of {@link EmptyStateBlockProps}):
 * `kind` (default 'noData'); `title` replaces the standard title (the only title of `custom`);
 * `description` replaces the standard description.
 */
export const emptyStatePropsSchema = {
  type: 'object',
  properties: {
    kind: { enum: [...emptyStateKinds], default: 'noData' },
    title: blockTextSchema,
    description: blockTextSchema,
  },
  additionalProperties: false,
  // A custom empty state has no standard text to fall back to.
  if: { properties: { kind: { const: 'custom' } }, required: ['kind'] },
  then: { properties: { title: blockTextSchema }, required: ['title'] },
} as const;

/** Props of the `emptyState` block as page JSON gives them. */
export type EmptyStateBlockProps = BlockPropsFromSchema<typeof emptyStatePropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    emptyState: EmptyStateBlockProps;
  }
}
