// Ticket detail block (/orderDetails?id=, /orderDetailsInPc): header with status, urgency and SLA badges, the flow chart,
// tags (first "Order detail", then history), the form in the right mode, and the server's action bar.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { orderDetailPropsSchema } from './props';

export { orderDetailPropsSchema, type OrderDetailProps } from './props';

export const orderDetailBlock = defineBlock({
  name: 'orderDetail',
  ...lazyBlock(orderDetailPropsSchema, () => import('./order-detail')),
  requiresLazyPlugins: true,
});
