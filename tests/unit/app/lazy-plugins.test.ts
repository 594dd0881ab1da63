// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { builtinActionPlugins } from '@plugins/actions';
import { lazyActionPlugins } from '@plugins/actions/lazy';
import { builtinFieldPlugins } from '@plugins/fields';
import { lazyFieldPlugins } from '@plugins/fields/lazy';

// The app registers field types and actions as lazy descriptors; the explicit lists stay for tests,
// stories and hosts that want everything at once. The two must name the same plugins.
describe.each([
  ['field types', lazyFieldPlugins, builtinFieldPlugins],
  ['actions', lazyActionPlugins, builtinActionPlugins],
] as const)('lazy %s', (_kind, lazy, eager) => {
  it('name every built-in plugin once, in the same order', () => {
    expect(lazy.map((plugin) => plugin.type)).toEqual(eager.map((plugin) => plugin.type));
  });

  it('load the very definition of their type', async () => {
    for (const plugin of lazy) {
      const loaded = await plugin.load();
      expect(loaded).toBe(eager.find((def) => def.type === plugin.type));
    }
  });
});
