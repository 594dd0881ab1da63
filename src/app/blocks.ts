// The app's built-in page blocks: the list lives with the blocks (plugins/blocks/index.ts) and is passed to
// createRuntime explicitly (no import side effects). Components are lazy, so importing it loads no block code.
export { builtinBlocks } from '@plugins/blocks';
