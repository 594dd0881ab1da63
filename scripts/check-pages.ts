// Build-time check of the app's page JSON (run first by `npm run build:app`, and by a unit test):
// every src/app/pages/*.page.json is listed in src/app/pages/index.ts, matches schemas/page.schema.json,
// names only known blocks with valid props, and together the pages cover every route of the spec (§2).
// ajv runs here in Node only: it compiles schemas with `new Function`, which the app's CSP forbids.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Ajv, type ErrorObject } from 'ajv';
import type { BlockDefinition } from '@core/registry';
import type { PageDefinition } from '@react/json-page/types';
import { builtinBlocks } from '@plugins/blocks';
import { pageFiles, resolvePages } from '@app/pages';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const pagesDir = join(root, 'src/app/pages');
export const pageSchemaPath = join(root, 'schemas/page.schema.json');

/** Routes of spec §2 that must be pages (`/` is the router's redirect to the home page, not a page). */
export const specRoutes = [
  '/404',
  '/noPermission',
  '/homePage',
  '/settingBanner',
  '/settingTab',
  '/me',
  '/flowCenter',
  '/processTemplate',
  '/orderDetails',
  '/orderDetailsInPc',
  '/searchAssorder',
  '/orderCreate',
  '/orderCreateByVoice',
  '/orderCreateByGroupChat',
  '/orderCreateByYunxiaohuiChat',
  '/orderCreateByGroupChatSuccess',
  '/messageCenter',
  '/messageCenterList',
  '/messageDetail',
  '/processPage/:query?',
  '/changeCalender',
  '/changeCalenderSetting',
  '/subTenants',
  '/topTenants',
  '/richText',
] as const;

/**
 * Spec §2: /404 and /noPermission stand outside the mobile layout (/404 needs permission code 44); so does
 * /orderDetailsInPc, the detail inside the chat app's to-do, which has its own chrome (issue 16 item 8).
 */
const blankRoutes = new Set(['/404', '/noPermission', '/orderDetailsInPc']);
const NOT_FOUND_PERMISSION = '44';

export interface CheckPagesInput {
  /** File name (without `.page.json`) → parsed JSON as on disk. */
  files: Readonly<Record<string, unknown>>;
  /** The explicit list the app imports (src/app/pages/index.ts). */
  listed: Readonly<Record<string, unknown>>;
  blocks: readonly BlockDefinition[];
  /** The page JSON schema. */
  schema: Record<string, unknown>;
  /** @default specRoutes */
  requiredRoutes?: readonly string[];
}

/** One readable line per ajv error: where, what, and the detail ajv keeps in `params` (allowed values, the unknown property). */
export function formatAjv(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .filter((e) => e.keyword !== 'if')
    .map((e) => {
      const params = e.params as { allowedValues?: unknown[]; additionalProperty?: string; passingSchemas?: unknown };
      const detail =
        e.keyword === 'enum' && params.allowedValues
          ? `: ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`
          : e.keyword === 'additionalProperties' && params.additionalProperty
            ? ` (${JSON.stringify(params.additionalProperty)})`
            : '';
      return `${e.instancePath || '/'} ${e.message ?? ''}${detail}`.trim();
    })
    .join('; ');
}

/** One ajv per page schema, kept: compiling is the slow part, and the fuzz properties check thousands of page sets. */
const validators = new WeakMap<object, { ajv: Ajv; validatePage: ReturnType<Ajv['compile']> }>();
function validatorsOf(schema: CheckPagesInput['schema']) {
  let known = validators.get(schema);
  if (!known) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    known = { ajv, validatePage: ajv.compile(schema) };
    validators.set(schema, known);
  }
  return known;
}

/** Returns every problem found (empty = the pages are fine). */
export function checkPages(input: CheckPagesInput): string[] {
  const problems: string[] = [];
  const { ajv, validatePage } = validatorsOf(input.schema);
  const blocks = new Map(input.blocks.map((block) => [block.name, block]));

  for (const name of Object.keys(input.files)) {
    if (!(name in input.listed)) problems.push(`${name}.page.json is not listed in src/app/pages/index.ts`);
  }
  for (const name of Object.keys(input.listed)) {
    if (!(name in input.files)) problems.push(`src/app/pages/index.ts lists ${name}, but ${name}.page.json does not exist`);
  }

  const valid: PageDefinition[] = [];
  const routes = new Map<string, string>();
  for (const [name, page] of Object.entries(input.files)) {
    if (!validatePage(page)) {
      problems.push(`${name}.page.json: ${formatAjv(validatePage.errors)}`);
      continue;
    }
    const typed = page as unknown as PageDefinition;
    valid.push(typed);
    const other = routes.get(typed.route);
    if (other) problems.push(`${name}.page.json: route ${typed.route} is also used by ${other}.page.json`);
    routes.set(typed.route, name);

    for (const block of typed.blocks ?? []) {
      const definition = blocks.get(block.name);
      if (!definition) {
        problems.push(`${name}.page.json: unknown block "${block.name}" (known: ${[...blocks.keys()].join(', ')})`);
        continue;
      }
      if (definition.propsSchema) {
        const validateProps = ajv.compile(definition.propsSchema);
        if (!validateProps(block.props ?? {})) {
          problems.push(`${name}.page.json: props of block "${block.name}": ${formatAjv(validateProps.errors)}`);
        }
      }
    }

    const shouldBeBlank = blankRoutes.has(typed.route);
    if (shouldBeBlank !== (typed.layout === 'blank')) {
      problems.push(`${name}.page.json: layout must be ${shouldBeBlank ? 'blank' : 'mobile'} for ${typed.route}`);
    }
    if (typed.route === '/404' && String(typed.permission ?? '') !== NOT_FOUND_PERMISSION) {
      problems.push(`${name}.page.json: /404 requires permission code ${NOT_FOUND_PERMISSION}`);
    }
  }

  try {
    resolvePages(valid);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }

  for (const route of input.requiredRoutes ?? specRoutes) {
    if (!routes.has(route)) problems.push(`no page for route ${route} (spec §2)`);
  }
  return problems;
}

/** Reads every `*.page.json` of the pages folder. */
export function readPageFiles(dir = pagesDir): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.page.json')).sort()) {
    files[file.slice(0, -'.page.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  }
  return files;
}

/** The check over the real repository files. */
export function checkRepositoryPages(): string[] {
  return checkPages({
    files: readPageFiles(),
    listed: pageFiles,
    blocks: builtinBlocks,
    schema: JSON.parse(readFileSync(pageSchemaPath, 'utf8')) as Record<string, unknown>,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = checkRepositoryPages();
  if (problems.length) {
    console.error(`check-pages: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`check-pages: ${Object.keys(pageFiles).length} pages OK`);
}
