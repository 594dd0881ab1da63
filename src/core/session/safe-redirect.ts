// Where a login may send the user back to, and what the app follows: only addresses that stay on
// this origin after the browser has normalised them. The browser drops tabs and newlines, reads `\`
// as `/`, resolves `.`/`..` (also `%2e`) and takes `//host` as another host, so `/..//evil.example/`,
// `/.//evil.example/`, `/\evil.example/` and `/\t/evil.example` all leave the site. The demo login
// page (fixtures/gateway/login/login.js) runs the same rules in plain JS; both are tested against
// one list of hostile forms (tests/unit/core/session/redirect-forms.ts).

/** Longest redirect target accepted (an address this long is not one the app made). */
export const MAX_REDIRECT_LENGTH = 8192;

/** C0 controls (tab, newline...), DEL and C1 controls: the URL parser drops some of them silently. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Decodes `%xx` until nothing changes (double encoding hides `%252F`); `undefined` when malformed or nested too deep. */
function decodeFully(text: string): string | undefined {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/** The path part (before `?` or `#`) is plain: rooted, no `//`, no `\`, no control character, no `.`/`..` segment, even decoded. */
function isPlainPath(path: string): boolean {
  const decoded = decodeFully(path);
  if (decoded === undefined || !decoded.startsWith('/')) return false;
  if (decoded.includes('//') || decoded.includes('\\') || hasControl(decoded)) return false;
  return !decoded.split('/').some((segment) => segment === '.' || segment === '..');
}

function originOf(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The address to go to for a redirect target `raw` (a `redirect` query value): its path, query and
 * hash on `origin`, or `undefined` when it is not plainly on this origin. Accepted: a rooted path
 * (`/me?from=x#top`) or an absolute http(s) address of this very origin (`http://host/me`), whose
 * path part has no `//`, no `\`, no control character and no `.`/`..` segment, also once
 * percent-decoded (repeatedly). Refused: anything else (`//host`, `/\host`, `/..//host`,
 * `/%2e%2e//host`, schemes such as `javascript:`, relative paths, a user-info `http://this@evil`,
 * control characters anywhere, `\` anywhere, more than {@link MAX_REDIRECT_LENGTH} characters).
 * The query and hash may hold encoded slashes: they never change the host.
 *
 * @example safeRedirectPath('/me?from=x', 'http://127.0.0.1:8080') // '/me?from=x'
 * @example safeRedirectPath('/..//evil.example/', 'http://127.0.0.1:8080') // undefined
 */
export function safeRedirectPath(raw: unknown, origin: string): string | undefined {
  const own = originOf(origin);
  if (own === undefined || typeof raw !== 'string' || raw === '' || raw.length > MAX_REDIRECT_LENGTH) return undefined;
  if (hasControl(raw) || raw.includes('\\')) return undefined;
  let candidate: string;
  if (raw.startsWith('/')) {
    candidate = raw;
  } else if (/^https?:\/\//i.test(raw)) {
    let absolute: URL;
    try {
      absolute = new URL(raw);
    } catch {
      return undefined;
    }
    if (absolute.origin !== own || absolute.username !== '' || absolute.password !== '') return undefined;
    candidate = absolute.pathname + absolute.search + absolute.hash;
  } else {
    return undefined;
  }
  const end = candidate.search(/[?#]/);
  if (!isPlainPath(end < 0 ? candidate : candidate.slice(0, end))) return undefined;
  let resolved: URL;
  try {
    resolved = new URL(candidate, own);
  } catch {
    return undefined;
  }
  const out = resolved.pathname + resolved.search + resolved.hash;
  // What the browser would follow: still this origin, still one leading slash.
  if (resolved.origin !== own || !/^\/(?![/\\])/.test(out)) return undefined;
  return out;
}

/**
 * `href` (an absolute address of the page being left) when it is safe to come back to, else its
 * origin's root: what the app remembers in the login address. `undefined` when `href` is not an
 * absolute http(s) address.
 */
export function safeReturnHref(href: string): string | undefined {
  const origin = originOf(href);
  if (origin === undefined) return undefined;
  return `${origin}${safeRedirectPath(href, origin) ?? '/'}`;
}

/**
 * Whether the app may move the whole page to `target` (a role-check go-path, an external link on
 * the bus): an absolute http(s) address of any host without user info or control characters, or a
 * plain path of this origin ({@link safeRedirectPath}). Never `javascript:`, `data:`, `//host` or `/\host`.
 * The path check does not depend on the origin, so callers without one (the bus, boot) may omit it.
 */
export function isFollowableAddress(target: unknown, origin: string = 'http://app.invalid'): boolean {
  if (typeof target !== 'string' || target === '' || target.length > MAX_REDIRECT_LENGTH) return false;
  if (hasControl(target) || target.includes('\\')) return false;
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return url.username === '' && url.password === '' && url.hostname !== '';
    } catch {
      return false;
    }
  }
  return safeRedirectPath(target, origin) !== undefined;
}
