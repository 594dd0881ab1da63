// `npm ci` on the Node the README names prints no engine warnings: every installed package accepts
// the lowest Node of package.json's engines range (optional platform builds are skipped by npm).
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockPackage> };

describe('engines', () => {
  it("every package of the lock accepts the lowest Node of package.json's engines", () => {
    const lowest = semver.minVersion(pkg.engines.node);
    expect(lowest).not.toBeNull();
    const refused = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.optional && entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !semver.satisfies(lowest!, (entry.engines as { node: string }).node))
      .map(([path, entry]) => `${path}@${entry.version} needs node ${(entry.engines as { node: string }).node}`);
    expect(refused).toEqual([]);
  });

  it('the machine running the tests is in the range', () => {
    expect(semver.satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  });
});
