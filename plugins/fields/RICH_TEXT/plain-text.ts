/**
 * The text of stored rich text, for the stand-in shown before the editor loads: parsed by an inert
 * DOMParser document (no scripts run, no pictures load) and read as text, so nothing of the markup
 * reaches the page and no sanitiser is needed. Blocks and line breaks become new lines.
 */
export function richTextPlainText(html: string, parser: DOMParser | undefined = typeof DOMParser === 'undefined' ? undefined : new DOMParser()): string {
  if (!parser || html === '') return '';
  const body = parser.parseFromString(html, 'text/html').body;
  // Code and styles are not text the user wrote.
  for (const hidden of Array.from(body.querySelectorAll('script, style, template, noscript'))) hidden.remove();
  for (const br of Array.from(body.querySelectorAll('br'))) br.replaceWith('\n');
  for (const block of Array.from(body.querySelectorAll('p, div, li, h1, h2, h3, h4, h5, h6, blockquote, pre, tr'))) block.append('\n');
  return (body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
