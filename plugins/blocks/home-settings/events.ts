// The event the home settings send after a save (declared here, by declaration merging, as plugins do).
import type { ModuleSetting } from './model';

declare module '@core/events' {
  interface RuntimeEventRegistry {
    /** Home settings were saved: the stored query type (H5_CAROUSEL_LIST, H5_List) and its modules. */
    'homeSettings:saved': { queryType: string; modules: ModuleSetting[] };
  }
}

export {};
