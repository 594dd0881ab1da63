// What the POSITION field takes from its surroundings besides the runtime: a device location source and a map
// provider, injectable so tests and stories place the user and skip the positioning-config call. Types only from
// ./map, so this file adds no map code to the field's chunk.
import { createContext, useContext, type ReactNode } from 'react';
import type { GeolocationSource, MapProvider } from './map/types';

/** Injected position services; every part is optional (the defaults are described in map/index.ts). */
export interface PositionServicesValue {
  /** Where the device is. @default the provider's own geolocation, else the browser's */
  geolocation?: GeolocationSource;
  /** The map provider, instead of the one the positioning config names. */
  provider?: MapProvider | (() => Promise<MapProvider>);
  /** Clock of the recent-position cache. @default Date.now */
  now?: () => number;
}

const PositionServicesContext = createContext<PositionServicesValue>({});

/** Gives the POSITION fields below it a geolocation source and / or a map provider. */
export function PositionServices({ value, children }: { value: PositionServicesValue; children: ReactNode }) {
  return <PositionServicesContext.Provider value={value}>{children}</PositionServicesContext.Provider>;
}

/** The injected position services (none outside a {@link PositionServices}). */
export function usePositionServices(): PositionServicesValue {
  return useContext(PositionServicesContext);
}
