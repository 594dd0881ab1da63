// RICH_TEXT: lazily loaded tiptap editor, DOMPurify-sanitised read-only display with an optional banner.
export { richTextField } from './definition';
export { richTextTexts } from './locales';
export { RichTextField, richTextEditorCode, type RichTextFieldProps } from './RichTextField';
export { RichTextReadPretty, RichTextView, richTextSanitizerCode, type RichTextReadPrettyProps } from './RichTextReadPretty';
export { richTextPlainText } from './plain-text';
// Not exported here: sanitizeRichText (DOMPurify) and the editor, loaded on first use through
// `richTextSanitizerCode` and `richTextEditorCode` (an index is what the app's lazy descriptor imports,
// and rollup keeps every export of a dynamically imported module).
export * from './normalize';
