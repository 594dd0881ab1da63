import type { BlockPropsFromSchema } from '../shared/props';

/** Props of the `richTextPage` block in page JSON: none (the address names the document). */
export const richTextPagePropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Props of the rich-text page block (page JSON). */
export type RichTextPageProps = BlockPropsFromSchema<typeof richTextPagePropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    richTextPage: RichTextPageProps;
  }
}
