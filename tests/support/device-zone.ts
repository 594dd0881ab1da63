import { afterAll, beforeAll } from 'vitest';

/**
 * Runs the current test file's tests with the device (process) in another
 * time zone, e.g. 'UTC' or 'America/New_York': Node re-reads `TZ` when it is
 * assigned, so `new Date(...).getHours()`, `dayjs()` and friends follow it.
 * The ticket pages must show the configured zone's wall clock whatever it is.
 */
export function deviceTimeZone(zone: string): void {
  let previous: string | undefined;
  beforeAll(() => {
    previous = process.env.TZ;
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
}
