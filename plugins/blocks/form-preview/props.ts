import type { BlockPropsFromSchema } from '../shared/props';

/** Props of the `formPreview` block in page JSON (the source of {@link FormPreviewProps}). */
export const formPreviewPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    workflow: { type: 'string', description: 'Workflow (processDefId) shown when the address names none.' },
  },
} as const;

/** Props of the form preview block (page JSON). */
export type FormPreviewProps = BlockPropsFromSchema<typeof formPreviewPropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    formPreview: FormPreviewProps;
  }
}
