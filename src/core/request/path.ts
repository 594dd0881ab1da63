// Call paths and keys: shared by the request client and the boot prefetch (which runs before the client loads).
import { isRecord } from '../records';

/** JSON with object keys sorted at every level, so `{a,b}` and `{b,a}` make one cache key. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : stableStringify(item))).join(',')}]`;
  if (isRecord(value)) {
    const entries = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableStringify(value[key])}`);
    return `{${entries.join(',')}}`;
  }
  return value === undefined ? '' : JSON.stringify(value) ?? '';
}

/** `/api/v2/{segment}{path}` with repeated slashes collapsed. */
export function joinApiPath(segment: string, path: string): string {
  const joined = `/api/v2/${segment}/${path}`.replace(/\/{2,}/g, '/');
  return path.endsWith('/') || joined === '/' ? joined : joined.replace(/\/+$/, '');
}

