// The app's Content-Security-Policy (index.html), shared by the app build and the bench pages.

/**
 * The origin an absolute apiBase points at (`https://api.example.com` for
 * `https://api.example.com/gateway/dosm`); `undefined` for a same-origin path
 * (`/gateway/dosm`). Anything but http(s) is refused: the CSP would not name it.
 */
export function apiOrigin(apiBase) {
  const base = (apiBase ?? '').trim();
  if (base === '' || base.startsWith('/')) return undefined;
  let url;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`API_BASE "${base}" is neither a path (/gateway/dosm) nor an http(s) address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`API_BASE "${base}" must be http(s)`);
  return url.origin;
}

/** No 'unsafe-eval', no inline scripts; connect-src is 'self' plus the apiBase's origin when it is another one. */
export function contentSecurityPolicyFor(apiBase) {
  const origin = apiOrigin(apiBase);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    origin ? `connect-src 'self' ${origin}` : "connect-src 'self'",
  ].join('; ');
}
