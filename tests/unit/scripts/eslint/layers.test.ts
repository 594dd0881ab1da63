// The layer rule (scripts/eslint/layers.js): every arrow of docs/ARCHITECTURE.md is refused with a
// message naming it, by alias, by relative path and by dynamic import(); allowed imports pass.
import { resolve } from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImport, layersRule, pluginUnitOf, resolveSpecifier } from '../../../../scripts/eslint/layers.js';

const root = resolve(import.meta.dirname, '../../../..');
const file = (path: string): string => resolve(root, path);

Object.assign(RuleTester, { afterAll, describe, it, itOnly: it.only });

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

const upward = (from: string, to: string, target: string) => ({
  messageId: 'upward',
  data: { from, to, target, arrows: 'src/app -> plugins -> src/react -> src/core' },
});

tester.run('layers/layers', layersRule, {
  valid: [
    // Down the arrows and within a layer.
    { filename: file('src/core/form/x.ts'), code: "import { isRecord } from '../records';" },
    { filename: file('src/core/form/x.ts'), code: "import { LRU } from 'tiny-lru';" },
    { filename: file('src/react/x.tsx'), code: "import { createRuntime } from '@core';\nimport type { Json } from '../core/form/types';" },
    { filename: file('plugins/fields/INPUT/x.tsx'), code: "import { SchemaForm } from '@react/form';\nimport { isRecord } from '@core/records';" },
    { filename: file('src/app/x.ts'), code: "import { builtinFieldPlugins } from '@plugins/fields';\nimport { memberField } from '../../plugins/fields/MEMBER';" },
    // Another plugin through its folder's index.ts, in every spelling.
    { filename: file('plugins/fields/GROUP/definition.ts'), code: "import { MemberField } from '../MEMBER';" },
    { filename: file('plugins/fields/GROUP/definition.ts'), code: "import { MemberField } from '../MEMBER/index';" },
    { filename: file('plugins/fields/GROUP/definition.ts'), code: "export { MemberField } from '@plugins/fields/MEMBER/index.ts';" },
    { filename: file('plugins/blocks/order-create/x.ts'), code: "import { readTicketCopy } from '../../actions/COPY';" },
    { filename: file('plugins/blocks/order-create/x.ts'), code: "const copy = () => import('@plugins/actions/COPY');" },
    // Inside one plugin, files import each other freely.
    { filename: file('plugins/fields/MEMBER/MemberField.tsx'), code: "import { MemberPicker } from './MemberPicker';\nimport { x } from '../MEMBER/normalize';" },
    // Shared folders: any file, for plugins of the same kind; the kind's list through its index.
    { filename: file('plugins/fields/MEMBER/x.tsx'), code: "import { str } from '../shared/props';\nimport { useOptions } from '@plugins/fields/shared/use-options';" },
    { filename: file('plugins/actions/COMMIT/x.ts'), code: "import { parentOf } from '../shared/parent';" },
    { filename: file('plugins/blocks/order-detail/x.ts'), code: "import { isRecord } from '../ticket-shared/model';" },
    { filename: file('plugins/blocks/order-detail/x.ts'), code: "import { fieldEnv } from '@plugins/fields/shared';" },
    { filename: file('plugins/fields/shared/x.ts'), code: "import { y } from './options';" },
    // Tests may reach into a plugin's internals.
    { filename: file('plugins/blocks/home-page/home-page.test.tsx'), code: "import DraftList from '@plugins/blocks/draft-list/draft-list';" },
    // Files outside the layers (tests, stories, scripts, fixtures) are not checked.
    { filename: file('tests/unit/x.test.ts'), code: "import { boot } from '@app/boot';\nimport { a } from '../../plugins/fields/MEMBER/normalize';" },
    // Computed dynamic imports cannot be resolved and are left alone.
    { filename: file('src/core/x.ts'), code: 'const load = (name: string) => import(name);' },
  ],
  invalid: [
    // src/core imports nothing from src/react, plugins or src/app: alias, relative, dynamic, type-only, re-export.
    { filename: file('src/core/form/x.ts'), code: "import { useRuntime } from '@react/hooks';", errors: [upward('src/core', 'src/react', 'src/react/hooks')] },
    { filename: file('src/core/form/x.ts'), code: "import { SchemaForm } from '../../react/form';", errors: [upward('src/core', 'src/react', 'src/react/form')] },
    { filename: file('src/core/x.ts'), code: "import { memberField } from '../../plugins/fields/MEMBER';", errors: [upward('src/core', 'plugins', 'plugins/fields/MEMBER')] },
    { filename: file('src/core/x.ts'), code: "const m = await import('@plugins/fields/MEMBER');", errors: [upward('src/core', 'plugins', 'plugins/fields/MEMBER')] },
    { filename: file('src/core/x.ts'), code: "import type { AppConfig } from '@app/config';", errors: [upward('src/core', 'src/app', 'src/app/config')] },
    { filename: file('src/core/x.ts'), code: "export * from '../app/boot';", errors: [upward('src/core', 'src/app', 'src/app/boot')] },
    { filename: file('src/core/x.ts'), code: "type B = import('../app/boot').Boot;", errors: [upward('src/core', 'src/app', 'src/app/boot')] },
    // src/react imports nothing from plugins or src/app.
    { filename: file('src/react/form/x.tsx'), code: "import { builtinFieldPlugins } from '@plugins/fields';", errors: [upward('src/react', 'plugins', 'plugins/fields')] },
    { filename: file('src/react/form/x.tsx'), code: "import { x } from '../../../plugins/fields/shared/props';", errors: [upward('src/react', 'plugins', 'plugins/fields/shared/props')] },
    { filename: file('src/react/x.tsx'), code: 'const app = () => import(`@app/boot`);', errors: [upward('src/react', 'src/app', 'src/app/boot')] },
    { filename: file('src/react/x.tsx'), code: "export { router } from '../app/router';", errors: [upward('src/react', 'src/app', 'src/app/router')] },
    // plugins import nothing from src/app.
    { filename: file('plugins/blocks/me-page/x.tsx'), code: "import { logOut } from '@app/session';", errors: [upward('plugins', 'src/app', 'src/app/session')] },
    { filename: file('plugins/fields/INPUT/x.ts'), code: "import { config } from '../../../src/app/config';", errors: [upward('plugins', 'src/app', 'src/app/config')] },
    // A plugin reaching into another plugin's internals.
    {
      filename: file('plugins/fields/GROUP/GroupField.tsx'),
      code: "import { MemberField } from '../MEMBER/MemberField';",
      errors: [{ messageId: 'pluginInternals', data: { from: 'plugins/fields/GROUP', plugin: 'plugins/fields/MEMBER', target: 'plugins/fields/MEMBER/MemberField' } }],
    },
    { filename: file('plugins/fields/GROUP/x.ts'), code: "import { p } from '@plugins/fields/MEMBER/member-picker';", errors: [{ messageId: 'pluginInternals' }] },
    { filename: file('plugins/fields/GROUP/x.ts'), code: "const p = () => import('../MEMBER/member-picker');", errors: [{ messageId: 'pluginInternals' }] },
    { filename: file('plugins/blocks/order-create/x.ts'), code: "import { readTicketCopy } from '../../actions/COPY/ticket-copy';", errors: [{ messageId: 'pluginInternals' }] },
    { filename: file('plugins/fields/shared/x.ts'), code: "import { toMemberItems } from '../MEMBER/normalize';", errors: [{ messageId: 'pluginInternals' }] },
    // A shared folder is open to its own kind only; other kinds go through its index.ts.
    { filename: file('plugins/blocks/order-detail/x.ts'), code: "import { str } from '@plugins/fields/shared/props';", errors: [{ messageId: 'pluginInternals' }] },
    { filename: file('plugins/fields/INPUT/x.ts'), code: "import { isRecord } from '../../blocks/ticket-shared/model';", errors: [{ messageId: 'pluginInternals' }] },
  ],
});

describe('layer rule helpers', () => {
  it('resolves relative and alias specifiers against the importing file; packages are not layers', () => {
    const importer = file('plugins/fields/GROUP/definition.ts');
    expect(resolveSpecifier('../MEMBER/normalize', importer)).toBe('plugins/fields/MEMBER/normalize');
    expect(resolveSpecifier('../../../src/app/x', importer)).toBe('src/app/x');
    expect(resolveSpecifier('@core', importer)).toBe('src/core');
    expect(resolveSpecifier('@plugins/fields/MEMBER', importer)).toBe('plugins/fields/MEMBER');
    expect(resolveSpecifier('@corex/y', importer)).toBeUndefined();
    expect(resolveSpecifier('react', importer)).toBeUndefined();
  });

  it('names plugin units: a plugin folder, a shared folder, the kind list', () => {
    expect(pluginUnitOf('plugins/fields/MEMBER/MemberField.tsx')).toEqual({ id: 'fields/MEMBER', kind: 'fields', rest: 'MemberField.tsx', shared: false });
    expect(pluginUnitOf('plugins/fields/MEMBER')).toEqual({ id: 'fields/MEMBER', kind: 'fields', rest: '', shared: false });
    expect(pluginUnitOf('plugins/blocks/ticket-shared/model')?.shared).toBe(true);
    expect(pluginUnitOf('plugins/fields/index.ts')).toEqual({ id: 'fields', kind: 'fields', rest: 'index.ts', shared: false });
    expect(checkImport('plugins/fields/MEMBER/x.ts', 'plugins/fields/index')).toBeUndefined();
    expect(checkImport('plugins/fields/MEMBER/x.ts', 'plugins/fields/fields.test')?.messageId).toBe('pluginInternals');
  });
});

describe('eslint.config.js', () => {
  it('runs the layer rule on src and plugins, next to the framework ban of src/core', async () => {
    const eslint = new ESLint({ cwd: root });
    const [core] = await eslint.lintText("import { boot } from '../app/boot';\nimport { useState } from 'react';\nconsole.warn(boot, useState);\n", { filePath: file('src/core/layers-fixture.ts') });
    expect(core.messages.map((m) => m.ruleId).sort()).toEqual(['layers/layers', 'no-restricted-imports']);
    const [plugin] = await eslint.lintText("export { MemberField } from '../MEMBER/MemberField';\n", { filePath: file('plugins/fields/GROUP/layers-fixture.ts') });
    expect(plugin.messages.map((m) => m.message)).toEqual([
      "plugins/fields/GROUP reaches into another plugin's internals (plugins/fields/MEMBER/MemberField). Import it through plugins/fields/MEMBER's index.ts (export it there), or move the shared piece into the kind's shared folder.",
    ]);
    const [ok] = await eslint.lintText("export { MemberField } from '../MEMBER';\n", { filePath: file('plugins/fields/GROUP/layers-fixture.ts') });
    expect(ok.messages).toEqual([]);
  }, 60_000);
});
