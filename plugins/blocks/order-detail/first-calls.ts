// The calls the detail page makes as it shows (the ticket's form, header, field permissions and buttons), for
// the app's entry to send ahead (FirstCall, issue 14). Built from the paths and bodies loadDetailData uses, so
// the request client finds them as the very same calls.
import type { FirstCall } from '@core/request/prefetch';
import { ticketPaths } from '../ticket-shared/paths';
import { detailIdOf } from './ticket-id';

/** The ticket the address names (`?id=`); none without one. */
export function orderDetailFirstCalls(search: URLSearchParams): FirstCall[] {
  const id = detailIdOf(search);
  if (!id) return [];
  return [
    { method: 'GET', prefix: 'business', path: ticketPaths.body(id) },
    { method: 'GET', prefix: 'business', path: ticketPaths.header(id) },
    { method: 'GET', prefix: 'business', path: ticketPaths.permission(id) },
    { method: 'POST', prefix: 'business', path: ticketPaths.buttons, data: { workOrderId: id } },
    { method: 'POST', prefix: 'business', path: ticketPaths.putAway, data: { workOrderId: id } },
    { method: 'GET', prefix: 'business', path: ticketPaths.unfinishedSubtaskHandlers, params: { workOrderId: id } },
  ];
}
