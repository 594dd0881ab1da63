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

/**
 * The app's one policy (the index.html meta element, and the header the server sends with it): no
 * 'unsafe-eval', no inline scripts; connect-src and img-src are 'self' plus the apiBase's origin when
 * it is another one (files and images come from the API). Images from any other https host are not
 * loaded (a rich text's foreign image would be a tracking pixel); data: and blob: images are (uploads
 * being previewed, signatures).
 */
export function contentSecurityPolicyFor(apiBase) {
  const origin = apiOrigin(apiBase);
  const self = (extra) => (extra ? `'self' ${extra}` : "'self'");
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${self(origin)} data: blob:`,
    "font-src 'self' data:",
    `connect-src ${self(origin)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The same policy as an HTTP header, plus what only a header can carry: `frame-ancestors 'none'`
 * (no other site may frame the app; a meta element cannot say this). Send it with
 * {@link FRAME_HEADERS} from any web server that serves index.html.
 */
export function headerContentSecurityPolicy(metaPolicy) {
  return `${metaPolicy}; frame-ancestors 'none'`;
}

/** Headers that keep the app out of frames in browsers without CSP level 2. */
export const FRAME_HEADERS = { 'x-frame-options': 'DENY' };
