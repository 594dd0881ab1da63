// The zh and en texts of `schemadesk new-field` (`--lang zh|en`, else LANG, else zh).

import { isLang, languageFromEnv, type Lang } from '../shared/language';

export type CliLanguage = Lang;

/** `--lang` when given, else the language of the environment (the admin tools' rule, shared/language.ts), else zh. */
export function cliLanguage(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): CliLanguage {
  return isLang(flag) ? flag : languageFromEnv(env);
}

type Texts = Record<string, (p: Record<string, string>) => string>;

const zh: Texts = {
  usage: () => `用法：schemadesk new-field <TYPE> [选项]

为服务端字段类型 <TYPE>（x-component）生成字段插件 plugins/fields/<TYPE>/，并登记到插件列表。

选项：
  --name-zh <名称>        字段类型的中文名称（默认取英文名称）
  --name-en <Name>        字段类型的英文名称（默认由 TYPE 生成）
  --value-kind <kind>     single（单值，默认）或 multi（多值）
  --dry-run               只列出将要新建和修改的文件，不写入
  --root <dir>            仓库根目录（默认当前目录）
  --lang zh|en            提示语言（默认取 LANG，否则中文）
`,
  missingType: () => '请给出字段类型，例如：npx schemadesk new-field RATING',
  extraArgument: (p) => `多余的参数：${p.arg}（一次只能生成一个字段类型）`,
  unknownOption: (p) => `未知选项：${p.option}`,
  missingValue: (p) => `选项 ${p.option} 需要一个值`,
  typePattern: (p) => `字段类型 "${p.type}" 不合法：须以大写字母开头，只含大写字母、数字和下划线，共 2 到 40 个字符（例如 RATING）`,
  typeUnderscores: (p) => `字段类型 "${p.type}" 不合法：不能以下划线结尾，也不能含连续的下划线`,
  badName: (p) => `${p.option} 不合法：须为 1 到 128 个字符，且不含换行等控制字符`,
  hanInEnglish: () => '--name-en 是英文名称，不能含汉字',
  badValueKind: (p) => `不支持的值类型 "${p.kind}"：请用 single 或 multi（其他值类型请生成后手动修改定义）`,
  notRepository: (p) => `${p.root} 不是 schemadesk 仓库（找不到 plugins/fields/index.ts）；请在仓库根目录运行，或用 --root 指定`,
  typeExists: (p) => `字段类型 ${p.type} 已存在（${p.where}），未做任何修改`,
  fileExists: (p) => `文件 ${p.path} 已存在，未做任何修改`,
  codeExists: (p) => `字段编码 ${p.code} 已在 ${p.path} 中使用，未做任何修改`,
  anchorMissing: (p) => `无法修改 ${p.path}：找不到定位行 "${p.anchor}"，未做任何修改。请按 plugins/fields/README.md 手动登记`,
  dryRun: (p) => `（试运行）将为字段类型 ${p.type} 写入以下文件，实际未写入：`,
  done: (p) => `已生成字段类型 ${p.type}：`,
  create: (p) => `  新建      ${p.path}`,
  edit: (p) => `  修改      ${p.path}`,
  unchanged: (p) => `  已包含    ${p.path}`,
  regenerate: (p) => `  重新生成  ${p.path}`,
  adds: (p) => `              + ${p.line}`,
  next: (p) => `下一步：
  1. 在 plugins/fields/${p.type}/ 中实现组件（${p.component}）、只读展示、normalize.ts 和 locales.ts 的文案
  2. npx vitest run plugins/fields/${p.type}
  3. npx tsc -p tsconfig.json --noEmit && npx eslint plugins/fields/${p.type}
  4. npm run storybook，查看 Fields/${p.type}`,
  failed: (p) => `生成失败：${p.message}`,
};

const en: Texts = {
  usage: () => `usage: schemadesk new-field <TYPE> [options]

Scaffolds the field plugin plugins/fields/<TYPE>/ for the server field type <TYPE> (its x-component)
and adds it to the plugin lists.

options:
  --name-zh <名称>        the type's Chinese name (default: its English name)
  --name-en <Name>        the type's English name (default: made from TYPE)
  --value-kind <kind>     single (one value, the default) or multi (a list)
  --dry-run               list the files it would create and edit; write nothing
  --root <dir>            the repository root (default: the current directory)
  --lang zh|en            language of the messages (default: from LANG, else zh)
`,
  missingType: () => 'Name the field type, e.g. npx schemadesk new-field RATING',
  extraArgument: (p) => `Unexpected argument: ${p.arg} (one field type at a time)`,
  unknownOption: (p) => `Unknown option: ${p.option}`,
  missingValue: (p) => `Option ${p.option} needs a value`,
  typePattern: (p) => `"${p.type}" is not a valid field type: it starts with an upper-case letter and has only upper-case letters, digits and underscores, 2 to 40 characters (e.g. RATING)`,
  typeUnderscores: (p) => `"${p.type}" is not a valid field type: it may not end with an underscore or contain two in a row`,
  badName: (p) => `${p.option} is not valid: 1 to 128 characters without line breaks or other control characters`,
  hanInEnglish: () => '--name-en is the English name: it may not contain Chinese characters',
  badValueKind: (p) => `Value kind "${p.kind}" is not scaffolded: use single or multi (change the definition by hand for another kind)`,
  notRepository: (p) => `${p.root} is not a schemadesk repository (no plugins/fields/index.ts); run it at the repository root or pass --root`,
  typeExists: (p) => `Field type ${p.type} exists already (${p.where}); nothing was changed`,
  fileExists: (p) => `${p.path} exists already; nothing was changed`,
  codeExists: (p) => `Field code ${p.code} is used in ${p.path} already; nothing was changed`,
  anchorMissing: (p) => `Cannot edit ${p.path}: the line "${p.anchor}" is not there; nothing was changed. Register the type by hand (plugins/fields/README.md)`,
  dryRun: (p) => `(dry run) For field type ${p.type} it would write these files; nothing was written:`,
  done: (p) => `Field type ${p.type} scaffolded:`,
  create: (p) => `  create      ${p.path}`,
  edit: (p) => `  edit        ${p.path}`,
  unchanged: (p) => `  has it      ${p.path}`,
  regenerate: (p) => `  regenerate  ${p.path}`,
  adds: (p) => `                + ${p.line}`,
  next: (p) => `Next:
  1. Make it yours in plugins/fields/${p.type}/: the component (${p.component}), the read-only view, normalize.ts and the texts in locales.ts
  2. npx vitest run plugins/fields/${p.type}
  3. npx tsc -p tsconfig.json --noEmit && npx eslint plugins/fields/${p.type}
  4. npm run storybook and open Fields/${p.type}`,
  failed: (p) => `Scaffold failed: ${p.message}`,
};

/** The text `key` in `language`. */
export function message(language: CliLanguage, key: string, params: Record<string, string> = {}): string {
  const texts = language === 'en' ? en : zh;
  const text = texts[key];
  return text ? text(params) : key;
}
