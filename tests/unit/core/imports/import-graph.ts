// The value-import graph of a source folder, read with the TypeScript parser: `import type`,
// `export type` and imports whose every name is `type` are left out (they vanish at run time),
// and so are dynamic `import()`s (loaded later, never part of a module's evaluation order).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { ALIASES } from '../../../../scripts/aliases.mjs';

export const repoRoot = resolve(import.meta.dirname, '../../../..');

const toPosix = (path: string): string => path.split(sep).join('/');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveFile(specifier: string, importer: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = resolve(dirname(importer), specifier);
  else {
    const prefix = (Object.keys(ALIASES) as Array<keyof typeof ALIASES>).find((alias) => specifier === alias || specifier.startsWith(`${alias}/`));
    if (prefix) base = resolve(repoRoot, ALIASES[prefix], specifier.slice(prefix.length + 1));
  }
  if (!base) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate));
}

/** The specifiers a module imports values from. */
export function valueImports(code: string, fileName = 'module.ts'): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes = clause !== undefined && !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) out.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      const onlyTypes = clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) out.push(statement.moduleSpecifier.text);
    }
  }
  return out;
}

/** Root-relative file -> root-relative files it imports values from (inside `folder` only). */
export function valueImportGraph(folder: string): Map<string, string[]> {
  const root = resolve(repoRoot, folder);
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const targets = valueImports(readFileSync(file, 'utf8'), file)
      .map((specifier) => resolveFile(specifier, file))
      .filter((target): target is string => target !== undefined && !relative(root, target).startsWith('..'))
      .map((target) => toPosix(relative(repoRoot, target)));
    graph.set(toPosix(relative(repoRoot, file)), [...new Set(targets)]);
  }
  return graph;
}

/** The graph with each node mapped by `unitOf` (edges inside one unit dropped). */
export function collapse(graph: Map<string, string[]>, unitOf: (file: string) => string): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = unitOf(file);
    const set = out.get(from) ?? new Set<string>();
    for (const target of targets) if (unitOf(target) !== from) set.add(unitOf(target));
    out.set(from, set);
  }
  return new Map([...out].map(([unit, set]) => [unit, [...set].sort()]));
}

/** Strongly connected components with more than one node, or a self-edge (Tarjan). Each sorted. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return found;
}
