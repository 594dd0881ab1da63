import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { RICH_TEXT_ALLOWED_ATTR, RICH_TEXT_ALLOWED_TAGS } from './normalize';

// One purifier per window; its hook only touches links, so sharing it is safe.
const purifiers = new WeakMap<Window, DOMPurify>();

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
    });
    purifiers.set(win, purifier);
  }
  return purifier;
}

/**
 * Cleans server rich text before it touches the DOM: DOMPurify with explicit
 * allow-lists of tags and attributes (no styles, classes, ids, data or event
 * attributes; safe URL schemes only). Returns '' where there is no DOM.
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
