// The calls the home page makes as it shows, for the app's entry to send ahead (FirstCall, issue 14).
// Built from the functions the page calls with, so the request client finds them as the very same calls.
import type { FirstCall } from '@core/request/prefetch';
import { buildListQuery, countQuery, HOME_COUNT_PATH, HOME_FIRST_TAB, HOME_LIST_PATH } from './model';

/** The first tab's first page and the tab counts (the app adds the banner's modules: home-settings/first-calls). */
export function homePageFirstCalls(): FirstCall[] {
  return [
    { method: 'POST', prefix: 'business', path: HOME_LIST_PATH, data: buildListQuery(HOME_FIRST_TAB, 1) },
    { method: 'POST', prefix: 'business', path: HOME_COUNT_PATH, data: countQuery() },
  ];
}
