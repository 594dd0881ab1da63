// Addresses from data (file and image values, server links) before they reach href, src or
// window.open: only http(s), blob: and relative addresses; data: only for raster images.

/** How an address is used: a link or download (`link`), or an image source (`image`, which also allows raster `data:` images). */
export type UrlUse = 'link' | 'image';

/** Raster image data the browser cannot run anything from (SVG can carry script, so it is not here). */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|bmp|avif)(?:;[a-z0-9=.+-]+)*,/i;

/**
 * `url` when it is safe to use as `use`; `undefined` for `javascript:`, `vbscript:`, `file:`,
 * `data:` (other than raster images), unknown schemes, and anything that does not parse. The
 * check runs on what the browser would see: the URL parser drops leading spaces and control
 * characters and tabs or newlines inside the scheme (`java\tscript:`), so it is applied first.
 */
export function safeUrl(url: unknown, use: UrlUse = 'link'): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://relative.invalid/');
  } catch {
    return undefined;
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:' || parsed.protocol === 'blob:') return url;
  if (use === 'image' && parsed.protocol === 'data:' && DATA_IMAGE.test(parsed.href)) return url;
  return undefined;
}
