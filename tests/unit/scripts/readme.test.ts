// The README is read by someone with only this repository: every link and every path it names in
// backticks resolves inside the clone, and nothing points outside it (`../`).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');

describe('README', () => {
  it('links only to files of this repository, and they exist', () => {
    const links = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/i.test(href));
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((href) => href.startsWith('../') || !existsSync(href))).toEqual([]);
  });

  it('never names a path outside the clone', () => {
    expect(readme.match(/`\.\.\/[^`]*`/g) ?? []).toEqual([]);
  });

  it('documents the project in the repository: spec, architecture, style', () => {
    for (const path of ['docs/spec/service-desk-h5.md', 'docs/spec/form-widgets-and-admin.md', 'docs/ARCHITECTURE.md', 'docs/STYLE.md']) {
      expect(existsSync(path), path).toBe(true);
      expect(readme).toContain(path);
      expect(readFileSync(path, 'utf8')).not.toContain('../shared');
    }
  });
});
