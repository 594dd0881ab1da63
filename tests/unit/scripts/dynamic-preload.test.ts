// Dynamic imports fetch their whole static closure and its CSS at once (scripts/rollup/dynamic-preload.mjs),
// and each chunk's CSS is its own file (css-chunks.mjs): built with rollup from a small module graph.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { rollup, type OutputChunk } from 'rollup';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cssChunks } from '../../../scripts/rollup/css-chunks.mjs';
import { dynamicPreload, preloadHelper } from '../../../scripts/rollup/dynamic-preload.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'schemadesk-preload-'));
  const files: Record<string, string> = {
    'entry.js': "import { shared } from './shared.js';\nexport const open = () => import('./lazy.js');\nexport const other = () => import('./plain.js');\nexport const again = () => shared;\nexport const direct = () => import('./deep.js');\n",
    'lazy.js': "import './lazy.css';\nimport { deep } from './deep.js';\nexport const lazy = () => deep();\n",
    'deep.js': "import './deep.css';\nimport { shared } from './shared.js';\nexport const deep = () => shared + 1;\nexport const more = () => import('./plain.js');\n",
    'shared.js': 'export const shared = 1;\n',
    'plain.js': 'export const plain = 2;\n',
    'lazy.css': '.lazy { color: red; }\n',
    'deep.css': '.deep { color: blue; }\n',
  };
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function build(): Promise<Map<string, string>> {
  const css = cssChunks();
  const bundle = await rollup({
    input: join(dir, 'entry.js'),
    // deep.js is a chunk of its own: the entry imports it dynamically too.
    plugins: [css.extract, css.loader, dynamicPreload({ cssOfRendered: css.cssOfRendered })],
    treeshake: { moduleSideEffects: (id) => id.endsWith('.css') },
  });
  const { output } = await bundle.generate({ format: 'es', entryFileNames: 'assets/[name].js', chunkFileNames: 'assets/[name]-[hash].js' });
  await bundle.close();
  return new Map(output.map((file) => [file.fileName, file.type === 'chunk' ? (file as OutputChunk).code : String(file.source)]));
}

describe('dynamic imports preload their closure', () => {
  it('wraps each dynamic import with the chunks and style sheets it will need, less what is loaded already', async () => {
    const files = await build();
    // The entry's code (rollup may move it into a chunk the entry file re-exports).
    const entry = [...files.values()].find((code) => code.includes("import('./lazy-"))!;
    const lazy = [...files.keys()].find((name) => /^assets\/lazy-.*\.js$/.test(name))!;
    const deep = [...files.keys()].find((name) => /^assets\/deep-.*\.js$/.test(name))!;
    const lazyCss = [...files.keys()].find((name) => /^assets\/lazy-.*\.css$/.test(name))!;
    const deepCss = [...files.keys()].find((name) => /^assets\/deep-.*\.css$/.test(name))!;
    expect([...files.keys()]).toEqual(expect.arrayContaining([lazy, deep, lazyCss, deepCss]));
    const call = /__sdPreload\(\(\)=>import\('\.\/(lazy-[^']+)'\),(\[[^\]]*\])\)/.exec(entry);
    expect(call?.[1]).toBe(lazy.slice('assets/'.length));
    // deep.js and both sheets; not lazy.js itself (import() fetches it), not shared.js (the entry has it).
    expect(JSON.parse(call![2]!)).toEqual([deep, lazyCss, deepCss].map((name) => name.slice('assets/'.length)));
    // A chunk with nothing more to fetch keeps its plain import().
    expect(entry).toMatch(/[^>]import\('\.\/plain-[^']+\.js'\)/);
    expect(entry.endsWith(preloadHelper)).toBe(true);
    // The CSS files hold their modules' rules.
    expect(files.get(lazyCss)).toContain('.lazy');
    expect(files.get(deepCss)).toContain('.deep');
  });

  it('the helper links each file once (module preload, style preload) and then imports', () => {
    // The few DOM calls the helper makes; querySelector answers its two selectors (ends-with href, inlined sheet).
    interface FakeLink { rel: string; href: string; as?: string; setAttribute(name: string, value: string): void }
    const head: FakeLink[] = [{ rel: 'modulepreload', href: '/assets/have.js', setAttribute: () => undefined }];
    const inlined = ['inline.css'];
    const document = {
      head: { appendChild: (link: FakeLink) => head.push(link) },
      createElement: (): FakeLink => ({
        rel: '',
        href: '',
        setAttribute(this: FakeLink, name: string, value: string) {
          if (name === 'as') this.as = value;
        },
      }),
      querySelector: (selector: string) => {
        const [, suffix, sheet] = /^link\[href\$="([^"]+)"\],style\[data-sd-css="([^"]+)"\]$/.exec(selector) ?? [];
        if (!suffix) throw new Error(`unexpected selector ${selector}`);
        return head.find((link) => link.href.endsWith(suffix)) ?? (inlined.includes(sheet!) ? {} : null);
      },
    };
    const source = preloadHelper.replace(/import\.meta\.url/g, JSON.stringify('http://app.test/assets/entry.js'));
    const helper = runInNewContext(`${source}; __sdPreload`, { document, URL }) as (load: () => string, files: string[]) => string;
    expect(helper(() => 'imported', ['have.js', 'new.js', 'inline.css', 'new.css'])).toBe('imported');
    expect(helper(() => 'again', ['new.js', 'new.css'])).toBe('again');
    expect(head.map((link) => [link.rel, link.as, link.href])).toEqual([
      ['modulepreload', undefined, '/assets/have.js'],
      ['modulepreload', undefined, 'http://app.test/assets/new.js'],
      ['preload', 'style', 'http://app.test/assets/new.css'],
    ]);
  });
});
