// Page JSON (src/app/pages/*.page.json): the contract of schemas/page.schema.json, then every block registered and
// its props valid against the block's propsSchema (as scripts/check-pages.ts checks the app's own pages at build).
import type { BlockDefinition } from '@core/registry';
import { checkContract, checkSchema } from '../contract';
import { toPointer } from '../json-position';
import type { Report } from '../types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function checkPage(value: unknown, blocks: ReadonlyMap<string, BlockDefinition>): Report[] {
  const reports = checkContract('page', value, '', 'page');
  if (!isRecord(value) || !Array.isArray(value.blocks)) return reports;
  value.blocks.forEach((block, i) => {
    if (!isRecord(block) || typeof block.name !== 'string') return;
    const definition = blocks.get(block.name);
    if (!definition) {
      reports.push({
        rule: 'page-unknown-block',
        path: toPointer(['blocks', i, 'name']),
        message: { zh: `区块 ${JSON.stringify(block.name)} 未注册（plugins/blocks/index.ts）`, en: `block ${JSON.stringify(block.name)} is not registered (plugins/blocks/index.ts)` },
      });
      return;
    }
    if (definition.propsSchema) {
      const base = block.props === undefined ? toPointer(['blocks', i]) : toPointer(['blocks', i, 'props']);
      reports.push(...checkSchema(definition.propsSchema as object, block.props ?? {}, base, 'page-block-props', `${block.name} props`));
    }
  });
  return reports;
}
