// Home settings block (/settingBanner, /settingTab): choose and order the navigation banner's and the bottom
// tab's modules (tabs with their own names), stored with listQueryDef; the app's bottom menu follows H5_List.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { homeSettingsPropsSchema } from './props';
import './events';

export { homeSettingsPropsSchema, type HomeSettingsProps } from './props';
export {
  bottomMenuFromModules,
  defaultModules,
  labelOf,
  moduleCatalogue,
  moduleOf,
  QUERY_TYPES,
  readModules,
  settingsPaths,
  storedModules,
  type ModuleDefinition,
  type ModuleSetting,
  type SettingsKind,
} from './model';

export const homeSettingsBlock = defineBlock({
  name: 'homeSettings',
  ...lazyBlock(homeSettingsPropsSchema, () => import('./home-settings')),
});
