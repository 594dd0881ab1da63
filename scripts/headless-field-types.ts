/**
 * The built-in field plugins' facts (value kinds, tables, coercion ...) for
 * plain Node (`npm run replay`). The plugins' modules import stylesheets,
 * which Node cannot load; nothing is rendered here, so those imports are
 * answered with empty modules before the plugins are imported. Only the
 * definitions are used (`createHeadlessFieldTypes`), never their components.
 * Under vitest (which handles stylesheets) import `builtinFieldPlugins` directly.
 */
import { createRequire, register } from 'node:module';
import { createHeadlessFieldTypes, type RunReplayOptions } from '@core/form/replay';

const STYLE = /\.(?:css|less|scss)$/;
let stylesIgnored = false;

/** Answers stylesheet imports (ESM `import './x.css'` and CommonJS `require('./x.css')`) with empty modules. */
function ignoreStylesheets(): void {
  if (stylesIgnored) return;
  stylesIgnored = true;
  const hooks = `export async function load(url, context, next) {
    if (${STYLE.toString()}.test(new URL(url).pathname)) return { format: 'module', source: '', shortCircuit: true };
    return next(url, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
  // CommonJS packages (antd-mobile's cjs build) require their stylesheets.
  const { extensions } = createRequire(import.meta.url);
  for (const ext of ['.css', '.less', '.scss']) extensions[ext] = () => undefined;
}

/** The field types of `builtinFieldPlugins`, for the replay engine in plain Node. */
export async function loadBuiltinFieldTypes(): Promise<NonNullable<RunReplayOptions['registry']>> {
  ignoreStylesheets();
  const { builtinFieldPlugins } = await import('@plugins/fields');
  return createHeadlessFieldTypes(builtinFieldPlugins);
}
