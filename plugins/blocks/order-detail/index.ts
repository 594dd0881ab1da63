// Ticket detail block (/orderDetails?id=, /orderDetailsInPc): header with status, urgency and SLA badges, the flow chart,
// tags (first "Order detail", then history), the form in the right mode, and the server's action bar.
import { lazy } from 'react';
import { defineBlock } from '@core/registry';

export const orderDetailBlock = defineBlock({
  name: 'orderDetail',
  component: lazy(() => import('./order-detail')),
  requiresLazyPlugins: true,
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      variant: {
        enum: ['mobile', 'pc'],
        description: "mobile: phone page with the fixed action bar (default); pc: inside the chat app's to-do, wider, the bar in the flow.",
      },
      chartHeight: { type: 'integer', minimum: 120, maximum: 800, description: 'Height of the flow chart in px. @default 180' },
    },
  },
});
