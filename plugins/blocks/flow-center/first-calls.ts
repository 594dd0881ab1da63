// The call the flow center makes as it shows (the templates' first page), for the app's entry to send ahead
// (FirstCall, issue 14). Built from the function the page calls with, so the request client finds the same call.
import type { FirstCall } from '@core/request/prefetch';
import { ticketPaths } from '../ticket-shared/paths';
import { templateQuery } from './model';

/** The templates' first page, unfiltered. */
export function flowCenterFirstCalls(): FirstCall[] {
  return [{ method: 'POST', prefix: 'business', path: ticketPaths.processList, data: templateQuery(undefined) }];
}
