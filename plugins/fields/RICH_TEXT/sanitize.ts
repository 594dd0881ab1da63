import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { RICH_TEXT_ALLOWED_ATTR, RICH_TEXT_ALLOWED_TAGS } from './normalize';

// One purifier per window; its hook only touches links and image sources, so sharing it is safe.
const purifiers = new WeakMap<Window, DOMPurify>();

const CSP_META = 'meta[http-equiv="Content-Security-Policy" i]';

/**
 * Whether the page's Content-Security-Policy (its meta element: the app's policy, scripts/csp.mjs) lets an image
 * load from `src`. Without a policy everything may. Only what a rich text's image can meet is read: `img-src`
 * (else `default-src`) with `*`, 'self', 'none', schemes (`data:`) and hosts (`https://api.example.com`,
 * `*.example.com`).
 */
export function imageAllowedByPolicy(src: string, win: Window): boolean {
  const policy = win.document.querySelector(CSP_META)?.getAttribute('content');
  if (!policy) return true;
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map((tokens) => [tokens[0]!.toLowerCase(), tokens.slice(1)] as const),
  );
  const sources = directives.get('img-src') ?? directives.get('default-src');
  if (!sources) return true;
  let url: URL;
  try {
    url = new URL(src, win.document.baseURI);
  } catch {
    return false;
  }
  return sources.some((source) => {
    const token = source.toLowerCase();
    if (token === '*') return !['data:', 'blob:', 'filesystem:'].includes(url.protocol);
    if (token === "'self'") return url.origin === win.location.origin;
    if (/^[a-z][a-z0-9+.-]*:$/.test(token)) return url.protocol === token;
    const host = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?/.exec(token);
    if (!host) return false;
    const [, scheme, wildcard, name, port] = host;
    if (scheme ? url.protocol !== `${scheme}:` : !['http:', 'https:'].includes(url.protocol)) return false;
    if (port && port !== '*' && url.port !== port) return false;
    return wildcard ? url.hostname.endsWith(`.${name}`) : url.hostname === name;
  });
}

function purifierFor(win: Window): DOMPurify {
  let purifier = purifiers.get(win);
  if (!purifier) {
    purifier = createDOMPurify(win as unknown as WindowLike);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A' && node.getAttribute('href')) {
        // Links leave the app in a new tab and cannot reach back into it.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
      // An image the page's policy refuses would only cost a CSP report (and be a tracking pixel): it keeps its alt.
      if (node.nodeName === 'IMG') {
        const src = node.getAttribute('src');
        if (src !== null && !imageAllowedByPolicy(src, win)) node.removeAttribute('src');
      }
    });
    purifiers.set(win, purifier);
  }
  return purifier;
}

/**
 * Cleans server rich text before it touches the DOM: DOMPurify with explicit
 * allow-lists of tags and attributes (no styles, classes, ids, data or event
 * attributes; safe URL schemes only; no image the page's Content-Security-Policy would refuse). Returns '' where
 * there is no DOM.
 *
 * The markup is handed over as a string: DOMPurify parses it in an inert document of its own (DOMParser), never in
 * the page, so nothing in it loads or runs while it is cleaned and no CSP report (script-src-attr for an `onerror`,
 * img-src for a foreign picture) comes from cleaning. Never parse untrusted markup through an element of the page
 * (innerHTML, insertAdjacentHTML, a template of the page): that is where Chromium compiles handlers and reports.
 */
export function sanitizeRichText(html: string, win: Window | undefined = typeof window === 'undefined' ? undefined : window): string {
  if (!win || html === '') return '';
  return purifierFor(win).sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTR],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
