// The position rule's map probe (service-desk §8: a map that failed to load puts the position check into
// `unload`). For whoever builds a form session: `compileRules({ mapAvailable })` takes it.
import type { PluginContext } from '@core';
import type { MapAvailability } from '@core/form/rules';
import { mapServicesCode } from './PositionField';

/** Whether the runtime's map provider can be had (the positioning config answered, the service loads). */
export function mapAvailability(runtime: PluginContext): MapAvailability {
  return async () => {
    try {
      const map = await mapServicesCode.load();
      const provider = await map.resolveMapProvider(runtime);
      await provider.load?.();
      return true;
    } catch {
      return false;
    }
  };
}
