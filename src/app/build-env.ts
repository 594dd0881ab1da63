// Settings fixed when the app is built (rollup's replace plugin writes them in).

/** API_BASE of the app build; the identifier is undefined when the code did not go through the build (tests). */
declare const __SCHEMADESK_API_BASE__: string | undefined;

/**
 * The API's address given at build time (`API_BASE=https://api.example.com/gateway/dosm npm run build:app`),
 * or `undefined` to keep the configuration's default. The build's CSP allows connections to its origin.
 */
export function buildApiBase(): string | undefined {
  // No member access on the identifier itself: the replace plugin leaves `NAME.` alone (its default delimiters).
  const raw = typeof __SCHEMADESK_API_BASE__ === 'string' ? __SCHEMADESK_API_BASE__ : '';
  const value = raw.trim();
  return value === '' ? undefined : value;
}
