// Streamed AI text is plain text: shown as paragraphs, with every character escaped (the result is still sanitised
// where it becomes markup: the rich-text field's sanitiser).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** One paragraph per non-empty line, the text escaped. '' for no text. */
export function aiTextToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${line.replace(/[&<>"']/g, (char) => ESCAPES[char]!)}</p>`)
    .join('');
}
