// The Lighthouse configuration of `npm run lighthouse`: Lighthouse's default (the mobile preset with
// simulated throttling, see lighthouse/core/config/constants.js), performance only, storage cleared
// before each run except local storage, and the Trace gatherer that reads today's Chromium traces.
import { defaultConfig, type Config } from 'lighthouse';
import { CompatTrace } from './lighthouse-trace';

/**
 * Storage Lighthouse clears before each run, besides the HTTP cache: Lighthouse 12's own default,
 * named here so local storage (where the login is) is never on it, and service workers and their
 * caches always are.
 */
export const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] as const;

/** The default configuration, not `extends`ed: `extends` cannot merge a gatherer class over the default's gatherer name. */
export const LIGHTHOUSE_CONFIG: Config = {
  ...defaultConfig,
  settings: { ...defaultConfig.settings, onlyCategories: ['performance'], clearStorageTypes: [...CLEAR_STORAGE_TYPES], disableStorageReset: false },
  artifacts: defaultConfig.artifacts?.map((artifact) => (artifact.id === 'Trace' ? { id: 'Trace', gatherer: { implementation: CompatTrace } } : artifact)),
};
