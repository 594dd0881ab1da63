// The lint environment for tests: the built-in field plugins and blocks imported directly (vitest answers their
// stylesheet imports), instead of the CLI's Node loader.
import { builtinFieldPlugins } from '@plugins/fields';
import { builtinBlocks } from '@plugins/blocks';
import { createHeadlessFieldTypes } from '@core/form/replay';
import type { LintEnvironment } from '../../../../scripts/schemadesk/lint/types';

export const testEnv: LintEnvironment = {
  fieldTypes: async () => createHeadlessFieldTypes(builtinFieldPlugins).fields,
  blocks: async () => new Map(builtinBlocks.map((block) => [block.name, block])),
};
