// The app's built-in page blocks: the list lives with the blocks (plugins/blocks/index.ts) and is passed to
// createRuntime explicitly (no import side effects). Components are lazy, so importing it loads no block code.
export { builtinBlocks } from '@plugins/blocks';
// Field types and actions as lazy descriptors (their code loads on first use); importing these lists loads no plugin code.
export { lazyFieldPlugins } from '@plugins/fields/lazy';
export { lazyActionPlugins } from '@plugins/actions/lazy';
