// Streamed AI text is plain text: shown as paragraphs, with every character escaped (the result is still sanitised
// where it becomes markup: the rich-text field's sanitiser).
export { textToParagraphs as aiTextToHtml } from '../records';
