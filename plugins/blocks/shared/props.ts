// A block's props are typed once: the JSON Schema of its props (a `const` object) is the source, and the
// component's props type is derived from it with json-schema-to-ts (types only: nothing of it is bundled).
// scripts/check-pages.ts validates page JSON props against the same schema at build time.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** A block props schema: a JSON Schema of an object, written `as const` so its type can be derived. */
export type BlockPropsSchema = { readonly type: 'object' } & Readonly<Record<string, unknown>>;

/**
 * The props a block receives from page JSON, derived from its props schema. Properties with a
 * `default` stay optional (the component applies the default); `if`/`then` are checked only by ajv.
 */
export type BlockPropsFromSchema<S extends BlockPropsSchema> = S extends JSONSchema ? FromSchema<S, { keepDefaultedPropertiesOptional: true }> : never;

/**
 * The `component` and `propsSchema` of a block definition, tied together: the lazily loaded component
 * must accept exactly the props the schema describes (a mismatch is a type error).
 *
 * @example
 * export const draftListPropsSchema = { type: 'object', additionalProperties: false, properties: { pageSize: { type: 'integer' } } } as const;
 * export type DraftListProps = BlockPropsFromSchema<typeof draftListPropsSchema>;
 * export const draftListBlock = defineBlock({ name: 'draftList', ...lazyBlock(draftListPropsSchema, () => import('./draft-list')) });
 */
export function lazyBlock<const S extends BlockPropsSchema>(
  propsSchema: S,
  load: () => Promise<{ default: ComponentType<BlockPropsFromSchema<S>> }>,
): { component: LazyExoticComponent<ComponentType<BlockPropsFromSchema<S>>>; propsSchema: S } {
  return { component: lazy(load), propsSchema };
}
