import { blockTextSchema } from '@react/feedback/block-text';
import { errorPageTypes } from '@react/feedback/error-page-types';
import type { BlockPropsFromSchema } from '../shared/props';

/**
 * Props of the `errorPage` block in page JSON (the source of {@link ErrorPageBlockProps}): `type` is 403, 404,
 * 500, loadFail or incompatible (anything else shows the 500 content, default '500'); `title` and `description`
 * replace the standard texts; `retry` shows a Retry button that reloads the page (default false).
 */
export const errorPagePropsSchema = {
  type: 'object',
  properties: {
    // Not an enum: unknown types are allowed and fall back to 500 (spec).
    type: { type: 'string', examples: [...errorPageTypes] },
    title: blockTextSchema,
    description: blockTextSchema,
    retry: { type: 'boolean', default: false },
  },
  additionalProperties: false,
} as const;

/** Props of the `errorPage` block as page JSON gives them. */
export type ErrorPageBlockProps = BlockPropsFromSchema<typeof errorPagePropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    errorPage: ErrorPageBlockProps;
  }
}
