import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkPages, checkRepositoryPages, pageSchemaPath, readPageFiles, specRoutes } from '../../../scripts/check-pages';
import { builtinBlocks } from '@app/blocks';
import { pageFiles, pages, resolvePages } from '@app/pages';

const schema = JSON.parse(readFileSync(pageSchemaPath, 'utf8')) as Record<string, unknown>;
const files = readPageFiles();

function check(overrides: Partial<Parameters<typeof checkPages>[0]> = {}) {
  return checkPages({ files, listed: pageFiles, blocks: builtinBlocks, schema, ...overrides });
}

describe('page JSON', () => {
  it('passes the build check: schema, known blocks and props, every spec route', () => {
    expect(checkRepositoryPages()).toEqual([]);
  });

  it('has a page for every route of spec §2, with /404 and /noPermission outside the layout', () => {
    const routes = pages.map((page) => page.route);
    expect(routes).toEqual(expect.arrayContaining([...specRoutes]));
    for (const page of pages) {
      expect(page.layout).toBe(['/404', '/noPermission', '/orderDetailsInPc'].includes(page.route) ? 'blank' : 'mobile');
    }
    expect(pages.find((page) => page.route === '/404')?.permission).toBe('44');
  });

  it('lets both chat creation pages reuse the flow-center blocks', () => {
    const resolved = resolvePages(pages);
    const flowCenter = resolved.find((page) => page.route === '/flowCenter')!;
    for (const route of ['/orderCreateByGroupChat', '/orderCreateByYunxiaohuiChat']) {
      expect(resolved.find((page) => page.route === route)?.blocks).toEqual(flowCenter.blocks);
    }
  });

  it('reports a page missing from the explicit list, and a listed page without a file', () => {
    const { homePage: _omitted, ...listed } = pageFiles;
    expect(check({ listed })).toContain('homePage.page.json is not listed in src/app/pages/index.ts');
    expect(check({ listed: { ...pageFiles, ghost: {} } })).toContain('src/app/pages/index.ts lists ghost, but ghost.page.json does not exist');
  });

  it('reports schema violations', () => {
    const problems = check({ files: { ...files, me: { route: 'me', title: { zh: '我的' }, layout: 'side', blocks: [] } } });
    const line = problems.find((p) => p.startsWith('me.page.json'));
    expect(line).toMatch(/route/);
    expect(line).toMatch(/en/);
    expect(line).toMatch(/layout/);
  });

  it('reports unknown blocks and props that do not match the block schema', () => {
    const me = { ...(files.me as object), blocks: [{ name: 'mystery' }] };
    const notFound = { ...(files['404'] as object), blocks: [{ name: 'errorPage', props: { type: '404', colour: 'red' } }] };
    const problems = check({ files: { ...files, me, 404: notFound } });
    expect(problems.some((p) => p.startsWith('me.page.json: unknown block "mystery"'))).toBe(true);
    expect(problems.some((p) => p.startsWith('404.page.json: props of block "errorPage"'))).toBe(true);
  });

  it('reports missing spec routes, a /404 without code 44, wrong layouts and dangling blocksFrom', () => {
    const { richText: _gone, ...rest } = files;
    const problems = check({
      files: {
        ...rest,
        404: { ...(files['404'] as object), permission: null },
        noPermission: { ...(files.noPermission as object), layout: 'mobile' },
        orderCreateByGroupChat: { ...(files.orderCreateByGroupChat as object), blocksFrom: '/nowhere' },
      },
      listed: rest,
    });
    expect(problems).toContain('no page for route /richText (spec §2)');
    expect(problems).toContain('404.page.json: /404 requires permission code 44');
    expect(problems).toContain('noPermission.page.json: layout must be blank for /noPermission');
    expect(problems.some((p) => p.includes('blocksFrom /nowhere'))).toBe(true);
  });

  it('reports duplicate routes', () => {
    const problems = check({ files: { ...files, me: { ...(files.me as object), route: '/homePage' } } });
    expect(problems.some((p) => p.includes('route /homePage is also used by'))).toBe(true);
  });
});
