// Page JSON rendering: blocks looked up in the registry, lazily loaded, failures contained.
export { JsonPage, type JsonPageProps } from './json-page';
export type { BlockComponent, PageBlock, PageDefinition, PageLayout, ReactBlockDefinition, ResolvedPage } from './types';
