import type { BlockPropsFromSchema } from '../shared/props';

/** The process template page takes no props. */
export const processTemplatePropsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

/** Props of the `processTemplate` block (none). */
export type ProcessTemplateProps = BlockPropsFromSchema<typeof processTemplatePropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    processTemplate: ProcessTemplateProps;
  }
}
