import type { BlockPropsFromSchema } from '../shared/props';

/** Props of the `orderDetail` block in page JSON (the source of {@link OrderDetailProps}). */
export const orderDetailPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    variant: {
      enum: ['mobile', 'pc'],
      default: 'mobile',
      description: "mobile: phone page with the fixed action bar (default); pc: inside the chat app's to-do, wider, the bar in the flow.",
    },
    tabLoading: {
      enum: ['lazy', 'eager'],
      default: 'lazy',
      description: "lazy: a tab's code and data load when it first opens (default); eager: every tab renders with the page (the benchmark's naive baseline).",
    },
    chartHeight: { type: 'integer', minimum: 120, maximum: 800, description: "Height of the flow-chart tab's diagram in px. @default the screen below the header, tabs and footer" },
  },
} as const;

/** Props of the detail block (page JSON). */
export type OrderDetailProps = BlockPropsFromSchema<typeof orderDetailPropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    orderDetail: OrderDetailProps;
  }
}
