// The calls the catalogue makes as it shows (its level-1 catalogues and the common services, the tab it opens on),
// for the app's entry to send ahead (FirstCall, issue 14). Built from what the block calls with, so the request client
// finds the same calls.
import type { FirstCall } from '@core/request/prefetch';
import { catalogPaths, LEVEL_ONE_QUERY } from './model';

/** The level-1 catalogues and the common services. */
export function serviceCatalogFirstCalls(): FirstCall[] {
  return [
    { method: 'GET', prefix: 'none', path: catalogPaths.list, params: LEVEL_ONE_QUERY },
    { method: 'GET', prefix: 'none', path: catalogPaths.commonList },
  ];
}
