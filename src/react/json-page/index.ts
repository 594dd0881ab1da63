// Page JSON rendering: blocks looked up in the registry, lazily loaded, failures contained.
export { BlockSlot, JsonPage, type JsonPageProps } from './json-page';
export type { BlockComponent, PageBlock, PageDefinition, PageLayout, ReactBlockDefinition, ResolvedPage } from './types';
