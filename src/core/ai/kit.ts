// The AI stream client as one module that the app loads on the first AI use (the rich-text field's AI button, the
// detail's AI sheet) through `loadAiKit`: kept out of the create and detail pages' first load. Importing these
// modules directly from two lazy places made them a small shared chunk that the bundler merged into an eager one.
export { createAiClient, type AiClient } from './client';
export { isAiHttpError, isAiStreamError, type AiStreamResult } from './stream';
export { aiTextToHtml } from './text';
