import { emptyStateKinds, type EmptyStateKind } from '@react/feedback/empty-state';
import { blockTextSchema, type BlockText } from '@react/feedback/block-text';

/** Props of the `emptyState` block as page JSON gives them. */
export interface EmptyStateBlockProps {
  /** @default 'noData' */
  kind?: EmptyStateKind;
  /** Replaces the standard title (the only title of `custom`). */
  title?: BlockText;
  /** Replaces the standard description. */
  description?: BlockText;
}

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
