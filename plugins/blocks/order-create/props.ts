import type { BlockPropsFromSchema } from '../shared/props';

/** Props of the `orderCreate` block in page JSON (the source of {@link OrderCreateProps}). */
export const orderCreatePropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    processDefId: { type: 'string', description: "Template opened when the address names none. @default the session's default process (the role with the lowest priority value, spec §6)" },
    localCopyDelayMs: { type: 'integer', minimum: 0, default: 300, description: 'Delay before typed input is copied to local storage, in ms.' },
    chartHeight: { type: 'integer', minimum: 80, description: "Height of the flow-chart tab's diagram in px. @default the screen below the header, tabs and footer" },
  },
} as const;

/** Props of the create block (page JSON). */
export type OrderCreateProps = BlockPropsFromSchema<typeof orderCreatePropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    orderCreate: OrderCreateProps;
  }
}
