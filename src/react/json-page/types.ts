import type { ComponentType } from 'react';
import type { BlockDefinition } from '../../core';
import type { LocalizedText } from '../runtime/runtime-provider';

/** One block of a page: a registered block name and the props it receives. */
export interface PageBlock {
  /** Name of a registered block (`homePage`, `errorPage`). */
  name: string;
  /** Props handed to the block component as is. @default {} */
  props?: Record<string, unknown>;
}

/** Screen layout: inside the mobile layout (nav bar, bottom menu) or bare. */
export type PageLayout = 'mobile' | 'blank';

/** A page as written in `src/app/pages/*.page.json` (see schemas/page.schema.json). */
export interface PageDefinition {
  /** Router path below the base path, with react-router params (`/processPage/:query?`). */
  route: string;
  /** Title per language (nav bar, document title). */
  title: LocalizedText;
  /** Permission code the user needs (`session.hasPermission`); null or absent = none. */
  permission?: string | null;
  layout: PageLayout;
  /** Blocks rendered top to bottom. */
  blocks?: PageBlock[];
  /** Route of another page whose blocks this page reuses (instead of copying them). */
  blocksFrom?: string;
}

/** A page whose `blocksFrom` has been resolved. */
export interface ResolvedPage extends PageDefinition {
  blocks: PageBlock[];
}

/**
 * A block component. Its props come from page JSON (checked against the
 * block's `propsSchema` at build time), so each block declares its own.
 */
export type BlockComponent<P = Record<string, unknown>> = ComponentType<P>;

/**
 * A block plugin whose component is a React component (usually `React.lazy`).
 * Lists of blocks of different props are plain `BlockDefinition[]`;
 * `JsonPage` checks at render time that the component is renderable.
 */
export type ReactBlockDefinition<P = Record<string, unknown>> = BlockDefinition<BlockComponent<P>>;
