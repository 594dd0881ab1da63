// Types of csp.mjs (plain ESM so rollup.config.mjs can import it without a loader).
export function apiOrigin(apiBase: string | undefined): string | undefined;
export function contentSecurityPolicyFor(apiBase: string | undefined): string;
export function headerContentSecurityPolicy(metaPolicy: string): string;
export const FRAME_HEADERS: Readonly<Record<string, string>>;
