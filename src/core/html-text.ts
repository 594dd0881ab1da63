// Plain text as HTML (no DOM): every markup character escaped. Shared by the text that becomes rich text: a spoken
// description, a chat's messages, a streamed AI answer. Where the result becomes markup it is still sanitised.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML: `& < > " '` escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** One paragraph per non-empty line, the text escaped. '' for no text. */
export function textToParagraphs(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
