// Local ESLint rule `layers/layers`: the layer arrows of docs/ARCHITECTURE.md, by path.
//
//   src/app -> plugins -> src/react -> src/core      (arrows point down only)
//
// Every import specifier (static import, `export ... from`, dynamic `import()`, `import('x').T` types)
// is resolved against the importing file: relative paths by the file's folder, the aliases of
// scripts/aliases.mjs (`@core`, `@react`, `@app`, `@plugins`) by their folder. Package imports are
// not layers and pass (src/core's React/antd-mobile ban is `no-restricted-imports`).
//
// 1. A layer imports nothing from a layer above it (type-only imports included: a type import is a
//    dependency too).
// 2. A plugin (plugins/<kind>/<name>/) imports another plugin only through that plugin folder's
//    index.ts (`plugins/fields/MEMBER`, `.../MEMBER/index`); files of one plugin import each other freely.
//    Shared folders (SHARED_FOLDERS: `plugins/fields/shared`, `plugins/actions/shared`,
//    `plugins/blocks/shared`, `plugins/blocks/ticket-shared`) are toolboxes of their kind, not
//    plugins: a plugin of the same kind imports any file in them; a plugin of another kind only
//    through the folder's index.ts (so the blocks' folders, which have none, serve blocks only). The files directly under plugins/<kind>/ (the built-in lists) are
//    entered through plugins/<kind>/index.ts as well. Test files (`*.test.ts(x)`) may reach into a
//    plugin's internals (rule 1 still holds for them).
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALIASES } from '../aliases.mjs';

const defaultRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Layers from the bottom up; a layer may import its own and lower ranks. */
export const LAYERS = [
  { name: 'src/core', folder: 'src/core' },
  { name: 'src/react', folder: 'src/react' },
  { name: 'plugins', folder: 'plugins' },
  { name: 'src/app', folder: 'src/app' },
];

/** Shared folders of a plugin kind: `<kind>/<folder>`. */
export const SHARED_FOLDERS = ['fields/shared', 'actions/shared', 'blocks/shared', 'blocks/ticket-shared'];

const ARROWS = 'src/app -> plugins -> src/react -> src/core';
const INDEX_NAMES = new Set(['', 'index', 'index.ts', 'index.tsx', 'index.js', 'index.mjs']);

const toPosix = (path) => path.split(sep).join('/');

/** The import's target as a path relative to the root (posix), or undefined for a package import. */
export function resolveSpecifier(specifier, importer, root = defaultRoot) {
  if (specifier.startsWith('.') || isAbsolute(specifier)) return toPosix(relative(root, resolve(dirname(importer), specifier)));
  const prefix = Object.keys(ALIASES).find((alias) => specifier === alias || specifier.startsWith(`${alias}/`));
  if (!prefix) return undefined;
  return toPosix(relative(root, resolve(root, ALIASES[prefix], specifier.slice(prefix.length + 1))));
}

/** The layer index of a root-relative posix path, or -1. */
export function layerOf(path) {
  return LAYERS.findIndex((layer) => path === layer.folder || path.startsWith(`${layer.folder}/`));
}

/**
 * The plugin unit of a root-relative path under plugins/: `{ id, kind, rest, shared }` where `id` is
 * `<kind>/<name>` (or `<kind>` for the files directly under plugins/<kind>/) and `rest` the path inside it.
 */
export function pluginUnitOf(path) {
  const parts = path.split('/');
  if (parts[0] !== 'plugins' || parts.length < 2) return undefined;
  const kind = parts[1];
  if (parts.length <= 3) {
    // plugins/<kind>, plugins/<kind>/<file or folder>: a folder counts as a plugin, a file as the kind's list.
    const last = parts[2] ?? '';
    if (parts.length === 3 && !/\.[cm]?[jt]sx?$|^index$/.test(last) && !last.includes('.')) {
      const id = `${kind}/${last}`;
      return { id, kind, rest: '', shared: SHARED_FOLDERS.includes(id) };
    }
    return { id: kind, kind, rest: parts.slice(2).join('/'), shared: false };
  }
  const id = `${kind}/${parts[2]}`;
  return { id, kind, rest: parts.slice(3).join('/'), shared: SHARED_FOLDERS.includes(id) };
}

const isTestFile = (path) => /\.test\.[cm]?[jt]sx?$/.test(path);

/** Why an import from `from` (root-relative) to `to` (root-relative) is refused, or undefined. */
export function checkImport(from, to) {
  const source = layerOf(from);
  const target = layerOf(to);
  if (source < 0 || target < 0) return undefined;
  if (target > source) {
    return { messageId: 'upward', data: { from: LAYERS[source].name, to: LAYERS[target].name, target: to, arrows: ARROWS } };
  }
  if (LAYERS[source].name !== 'plugins' || LAYERS[target].name !== 'plugins' || isTestFile(from)) return undefined;
  const own = pluginUnitOf(from);
  const other = pluginUnitOf(to);
  if (!own || !other || own.id === other.id) return undefined;
  if (INDEX_NAMES.has(other.rest)) return undefined;
  if (other.shared && other.kind === own.kind) return undefined;
  return { messageId: 'pluginInternals', data: { from: `plugins/${own.id}`, plugin: `plugins/${other.id}`, target: to } };
}

function literalOf(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === 'TSLiteralType') return literalOf(node.literal);
  return undefined;
}

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Layer arrows (src/app -> plugins -> src/react -> src/core) and plugin index imports, by path.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      upward: '{{from}} must not import from {{to}} ({{target}}). Layers point down only: {{arrows}} (docs/ARCHITECTURE.md).',
      pluginInternals:
        "{{from}} reaches into another plugin's internals ({{target}}). Import it through {{plugin}}'s index.ts (export it there), or move the shared piece into the kind's shared folder.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? defaultRoot;
    const filename = context.filename ?? context.getFilename();
    const from = toPosix(relative(root, filename));
    if (from.startsWith('..') || layerOf(from) < 0) return {};
    const check = (sourceNode) => {
      const specifier = literalOf(sourceNode);
      if (specifier === undefined) return;
      const to = resolveSpecifier(specifier, filename, root);
      if (to === undefined) return;
      const problem = checkImport(from, to);
      if (problem) context.report({ node: sourceNode, ...problem });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument ?? node.parameter),
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};

export default { meta: { name: 'schemadesk-layers' }, rules: { layers: layersRule } };
