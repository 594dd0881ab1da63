import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { CodeLoading } from '../feedback/code-loading';
import { useCodeLoad } from '../hooks/use-code-load';
import type { BlockDefinition } from '../../core';
import { isRecord } from '../../core/records';
import { useRuntime, useT } from '../runtime/runtime-provider';
import type { BlockComponent, PageBlock } from './types';

/** Props of {@link JsonPage}. */
export interface JsonPageProps {
  /** Blocks to render, in order (a resolved page's `blocks`). */
  blocks: readonly PageBlock[];
}

function isRenderable(component: unknown): component is BlockComponent {
  // Function components, classes, and exotic components (lazy, memo, forwardRef) are objects with $$typeof.
  return typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
}

function BlockErrorBox({ message }: { message: string }) {
  return (
    <div role="alert" className="sd-block-error" data-testid="block-error">
      {message}
    </div>
  );
}

interface BoundaryProps {
  name: string;
  children: ReactNode;
}

class BlockBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console: a block (or its lazily loaded chunk) failed; the rest of the page still works.
    console.error(`Block "${this.props.name}" failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <BlockFailed name={this.props.name} /> : this.props.children;
  }
}

function BlockFailed({ name }: { name: string }) {
  const t = useT();
  return <BlockErrorBox message={t('app.blockFailed', { name })} />;
}

function BlockFallback() {
  return <CodeLoading />;
}

/**
 * Holds a block back until the runtime's lazily loaded plugin lists (the field
 * types) are registered; a failed chunk load offers a retry.
 */
function PluginsGate({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  const loading = useCodeLoad(runtime, () => !runtime.pluginsReady(), () => runtime.ensurePlugins());
  if (!loading) return <>{children}</>;
  return <CodeLoading failed={loading.failed} onRetry={loading.retry} testId="plugins" />;
}

/**
 * The entries of a page's `blocks` as rendered: a list as is, anything else one entry (shown as an
 * error box unless it is a block), so a malformed page shows what is wrong instead of nothing.
 */
function entriesOf(blocks: unknown): unknown[] {
  return Array.isArray(blocks) ? blocks : [blocks];
}

/** A block entry read at the boundary: a text name (else none) and props that are an object (else none). */
function readBlock(entry: unknown): PageBlock {
  if (!isRecord(entry)) return { name: typeof entry === 'string' ? entry : '' };
  const name = typeof entry.name === 'string' ? entry.name : typeof entry.name === 'number' ? String(entry.name) : '';
  return isRecord(entry.props) ? { name, props: entry.props } : { name };
}

function RenderBlock({ block, definition }: { block: PageBlock; definition: BlockDefinition | undefined }) {
  const t = useT();
  if (!definition || !isRenderable(definition.component)) {
    return <BlockErrorBox message={t('app.unknownBlock', { name: block.name })} />;
  }
  const BlockView = definition.component;
  return (
    <BlockBoundary name={block.name}>
      <Suspense fallback={<BlockFallback />}>
        {definition.requiresLazyPlugins ? (
          <PluginsGate>
            <BlockView {...(block.props ?? {})} />
          </PluginsGate>
        ) : (
          <BlockView {...(block.props ?? {})} />
        )}
      </Suspense>
    </BlockBoundary>
  );
}

/**
 * One registered block by name, inside the same boundary, suspense and plugin gate as a page's blocks
 * (a block that renders other blocks, such as the detail page's tabs, uses it). An unknown name shows the
 * visible error box.
 */
export function BlockSlot({ name, props }: { name: string; props?: object }) {
  const runtime = useRuntime();
  const block = readBlock({ name, props });
  return <RenderBlock block={block} definition={block.name ? runtime.registry.blocks.get(block.name) : undefined} />;
}

/**
 * Renders a page's blocks from the runtime registry. An unknown block name
 * shows a visible error box; a block that throws (or whose chunk fails to
 * load) is contained by an error boundary, so the page never crashes. Page
 * JSON is data: an entry that is not a block (or a `blocks` that is not a
 * list) shows the error box too, and props that are not an object are none.
 */
export function JsonPage({ blocks }: JsonPageProps) {
  const runtime = useRuntime();
  return (
    <div className="sd-page">
      {entriesOf(blocks)
        .map(readBlock)
        .map((block, index) => (
          <RenderBlock key={`${block.name}-${index}`} block={block} definition={block.name ? runtime.registry.blocks.get(block.name) : undefined} />
        ))}
    </div>
  );
}
