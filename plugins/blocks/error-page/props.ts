import { blockTextSchema, type BlockText } from '@react/feedback/block-text';
import { errorPageTypes } from '@react/feedback/error-page-types';

/** Props of the `errorPage` block as page JSON gives them. */
export interface ErrorPageBlockProps {
  /** 403, 404, 500, loadFail or incompatible; anything else shows the 500 content. @default '500' */
  type?: string;
  /** Replaces the standard title. */
  title?: BlockText;
  /** Replaces the standard description. */
  description?: BlockText;
  /** Shows a Retry button that reloads the page. @default false */
  retry?: boolean;
}

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
