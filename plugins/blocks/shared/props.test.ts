// A block's props are typed once: the TS props of every block are derived from its props JSON Schema.
import { describe, expectTypeOf, it, expect } from 'vitest';
import { defineBlock, type BlockPropsRegistry } from '@core/registry';
import type { BlockText } from '@react/feedback/block-text';
import type { EmptyStateKind } from '@react/feedback/empty-state';
import { builtinBlocks } from '..';
import type { DraftListProps } from '../draft-list';
import type { FlowCenterProps } from '../flow-center';
import type { FormPreviewProps } from '../form-preview';
import type { HomePageProps } from '../home-page';
import type { EmptyStateBlockProps } from '../empty-state';
import type { ErrorPageBlockProps } from '../error-page';
import { lazyBlock, type BlockPropsFromSchema } from './props';

describe('block props derived from the props schema', () => {
  it('gives each block the props its schema describes', () => {
    expectTypeOf<DraftListProps>().toEqualTypeOf<{ pageSize?: number }>();
    expectTypeOf<FlowCenterProps>().toEqualTypeOf<{ target?: 'create' | 'template' | 'process' }>();
    expectTypeOf<FormPreviewProps>().toEqualTypeOf<{ workflow?: string }>();
    expectTypeOf<HomePageProps>().toEqualTypeOf<Record<never, never>>();
    // Defaulted properties stay optional (the component applies the default).
    expectTypeOf<EmptyStateBlockProps['kind']>().toEqualTypeOf<EmptyStateKind | undefined>();
    expectTypeOf<EmptyStateBlockProps['title']>().toEqualTypeOf<BlockText | undefined>();
    expectTypeOf<ErrorPageBlockProps['retry']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<ErrorPageBlockProps['type']>().toEqualTypeOf<string | undefined>();
  });

  it('ties the lazy component to the schema (a component of other props is a type error)', () => {
    const schema = { type: 'object', additionalProperties: false, properties: { size: { type: 'integer' } } } as const;
    expectTypeOf<BlockPropsFromSchema<typeof schema>>().toEqualTypeOf<{ size?: number }>();
    const Sized = (props: { size?: number }) => String(props.size ?? '');
    const ok = lazyBlock(schema, () => Promise.resolve({ default: Sized }));
    expect(ok.propsSchema).toBe(schema);
    // @ts-expect-error a component that wants `size` as a string does not fit the schema
    lazyBlock(schema, () => Promise.resolve({ default: (props: { size?: string }) => String(props.size) }));
  });

  it("declares each block's props for its page-JSON name (BlockPropsRegistry), so defineBlock checks the component", () => {
    expectTypeOf<BlockPropsRegistry['draftList']>().toEqualTypeOf<DraftListProps>();
    expectTypeOf<BlockPropsRegistry['flowCenter']>().toEqualTypeOf<FlowCenterProps>();
    const WrongDraftList = (props: { pageSize?: string }) => String(props.pageSize);
    // @ts-expect-error draftList's declared pageSize is a number
    expect(defineBlock({ name: 'draftList', component: WrongDraftList }).name).toBe('draftList');
  });

  it('every built-in block has a props schema of an object', () => {
    for (const block of builtinBlocks) expect(block.propsSchema, block.name).toMatchObject({ type: 'object' });
  });
});
