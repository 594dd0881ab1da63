// The home settings' call a page makes as it shows (FirstCall, issue 14): the navigation banner's modules, which
// the home page reads (GET listQueryDef/get?queryType=H5_CAROUSEL_LIST). Light: the model only.
import type { FirstCall } from '@core/request/prefetch';
import { QUERY_TYPES, settingsPaths } from './model';

/** The stored modules of a list (the banner's, or the bottom tab's), as the pages ask for them. */
export function homeSettingsFirstCall(kind: keyof typeof QUERY_TYPES): FirstCall {
  return { method: 'GET', prefix: 'business', path: settingsPaths.get, params: { queryType: QUERY_TYPES[kind] } };
}
