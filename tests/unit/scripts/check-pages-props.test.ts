// Page JSON props are checked at build (scripts/check-pages.ts) against each block's props schema, the
// same const schema the block's TS props type is derived from: a wrong type is rejected with a clear line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPages, pageSchemaPath, readPageFiles } from '../../../scripts/check-pages';
import { builtinBlocks } from '@plugins/blocks';
import { pageFiles } from '@app/pages';

const schema = JSON.parse(readFileSync(pageSchemaPath, 'utf8')) as Record<string, unknown>;
const files = readPageFiles();

/** The problems of the real pages with the flow center page's blocks replaced. */
function withFlowCenterBlocks(blocks: unknown[]): string[] {
  const flowCenter = { ...(files.flowCenter as object), blocks };
  return checkPages({ files: { ...files, flowCenter }, listed: pageFiles, blocks: builtinBlocks, schema }).filter((p) => p.startsWith('flowCenter.page.json'));
}

describe('page JSON block props (check-pages)', () => {
  it('accepts props of the right types', () => {
    expect(withFlowCenterBlocks([{ name: 'flowCenter', props: { target: 'template' } }, { name: 'draftList', props: { pageSize: 5 } }])).toEqual([]);
  });

  it('rejects a prop of the wrong type, naming the page, the block, the prop and the expected type', () => {
    expect(withFlowCenterBlocks([{ name: 'draftList', props: { pageSize: 'ten' } }])).toEqual([
      'flowCenter.page.json: props of block "draftList": /pageSize must be integer',
    ]);
    expect(withFlowCenterBlocks([{ name: 'errorPage', props: { retry: 'yes' } }])).toEqual([
      'flowCenter.page.json: props of block "errorPage": /retry must be boolean',
    ]);
  });

  it('names the allowed values of an enum and an unknown prop', () => {
    expect(withFlowCenterBlocks([{ name: 'flowCenter', props: { target: 'detail' } }])).toEqual([
      'flowCenter.page.json: props of block "flowCenter": /target must be equal to one of the allowed values: "create", "template", "process"',
    ]);
    expect(withFlowCenterBlocks([{ name: 'homePage', props: { pageSize: 20 } }])).toEqual([
      'flowCenter.page.json: props of block "homePage": / must NOT have additional properties ("pageSize")',
    ]);
  });

  it('checks the limits of a prop and the rules between props', () => {
    expect(withFlowCenterBlocks([{ name: 'draftList', props: { pageSize: 0 } }])).toEqual([
      'flowCenter.page.json: props of block "draftList": /pageSize must be >= 1',
    ]);
    expect(withFlowCenterBlocks([{ name: 'emptyState', props: { kind: 'custom' } }])).toEqual([
      'flowCenter.page.json: props of block "emptyState": / must have required property \'title\'',
    ]);
  });
});
