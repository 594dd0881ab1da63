import type { BlockPropsFromSchema } from '../shared/props';

/** Props of the `flowCenter` block in page JSON (the source of {@link FlowCenterProps}). */
export const flowCenterPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    target: {
      enum: ['create', 'template', 'process'],
      description: 'Where a tap goes: the create page (default), the template page (/processTemplate) or the process page (/processPage).',
    },
  },
} as const;

/** Props of the flow center block (page JSON). `target` defaults to 'create'. */
export type FlowCenterProps = BlockPropsFromSchema<typeof flowCenterPropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    flowCenter: FlowCenterProps;
  }
}
