// The call the draft list makes as it shows (its first page), for the app's entry to send ahead (FirstCall,
// issue 14). Built from the function the block calls with, so the request client finds the same call.
import type { FirstCall } from '@core/request/prefetch';
import { ticketPaths } from '../ticket-shared/paths';
import { DRAFT_PAGE_SIZE, draftQuery } from './model';

/** The first page of drafts at the block's page size (its `pageSize` prop, else the default). */
export function draftListFirstCalls(props: Readonly<Record<string, unknown>> = {}): FirstCall[] {
  const pageSize = typeof props.pageSize === 'number' ? props.pageSize : DRAFT_PAGE_SIZE;
  return [{ method: 'POST', prefix: 'business', path: ticketPaths.workOrderList, data: draftQuery(1, pageSize) }];
}
