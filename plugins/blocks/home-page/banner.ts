// The home page's navigation banner, without React: which modules it shows (spec §2, §9: H5_CAROUSEL_LIST).
import { readModules, type ModuleSetting } from '../home-settings';

/** The banner's modules of a `listQueryDef/get` answer (or a saved list): the shown ones, in order; the defaults when none is stored. */
export function bannerModules(data: unknown): ModuleSetting[] {
  return readModules('banner', data).filter((setting) => !setting.isHidden);
}
