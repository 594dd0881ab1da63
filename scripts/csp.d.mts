// Types of csp.mjs (plain ESM so rollup.config.mjs can import it without a loader).
export function apiOrigin(apiBase: string | undefined): string | undefined;
export function contentSecurityPolicyFor(apiBase: string | undefined): string;
