// The converted messages are sanitised before they go into the form (the brief's rule for markup built from server
// text): DOMPurify in an inert document, an allow-list of what the conversion writes, safe URL schemes only.
import createDOMPurify, { type WindowLike } from 'dompurify';

const TAGS = ['div', 'p', 'br', 'strong', 'em', 'a', 'img'];
const ATTRS = ['href', 'target', 'rel', 'src', 'alt', 'style', 'title', 'width', 'height'];

/** Sanitised chat markup; '' where there is no DOM. */
export function sanitizeChatHtml(html: string, win: Window | undefined = typeof window === 'undefined' ? undefined : window): string {
  if (!win || html === '') return '';
  const purifier = createDOMPurify(win as unknown as WindowLike);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    // Only the conversion's own image style survives: a style anywhere else, or another one, is dropped.
    if (data.attrName === 'style' && (node.nodeName !== 'IMG' || !/^[a-z0-9:;.\-\s]*$/i.test(data.attrValue))) data.keepAttr = false;
  });
  return purifier.sanitize(html, { ALLOWED_TAGS: TAGS, ALLOWED_ATTR: ATTRS, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false, KEEP_CONTENT: true });
}
