// RICH_TEXT: lazily loaded tiptap editor, DOMPurify-sanitised read-only display with an optional banner.
export { richTextField } from './definition';
export { richTextTexts } from './locales';
export { RichTextField, type RichTextFieldProps } from './RichTextField';
export { RichTextReadPretty, RichTextView, type RichTextReadPrettyProps } from './RichTextReadPretty';
export { sanitizeRichText } from './sanitize';
export * from './normalize';
