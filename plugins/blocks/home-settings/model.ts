// Home settings (service-desk §2, §9): which modules the navigation banner (H5_CAROUSEL_LIST) and the bottom
// tab (H5_List) show, in what order and (tabs) under what label; the rules; the stored shape; and the bottom
// menu the app's layout builds from a saved H5_List. No React here.
import type { BottomMenuItem } from '@core/config';

/** Which list is edited: the navigation banner or the bottom tab. */
export type SettingsKind = 'banner' | 'tab';

/** A module the home settings can place. */
export interface ModuleDefinition {
  key: string;
  /** Label per language (a tab may replace it with its own). */
  label: { zh: string; en: string };
  /** Route it opens. */
  route: string;
  /** Icon name (`home`, `add`, `list`, `search` ...; plugins/blocks/shared/module-icon.tsx draws them, for the bottom menu and the banner). */
  icon: string;
}

/** Every module the banner and the tab can show, in their default order. */
export const moduleCatalogue: readonly ModuleDefinition[] = [
  { key: 'home', label: { zh: '首页', en: 'Home' }, route: '/homePage', icon: 'home' },
  { key: 'flowCenter', label: { zh: '发起工单', en: 'Start ticket' }, route: '/flowCenter', icon: 'add' },
  { key: 'worklist', label: { zh: '工单列表', en: 'Ticket lists' }, route: '/worklist', icon: 'list' },
  { key: 'search', label: { zh: '搜索', en: 'Search' }, route: '/search', icon: 'search' },
  { key: 'messageCenter', label: { zh: '消息中心', en: 'Messages' }, route: '/messageCenter', icon: 'message' },
  { key: 'changeCalender', label: { zh: '变更日历', en: 'Change calendar' }, route: '/changeCalender', icon: 'calendar' },
  { key: 'me', label: { zh: '我的', en: 'Me' }, route: '/me', icon: 'user' },
];

/** The catalogue entry of a key. */
export const moduleOf = (key: string): ModuleDefinition | undefined => moduleCatalogue.find((module) => module.key === key);

/** Query types of the stored settings (spec §9). */
export const QUERY_TYPES: Record<SettingsKind, string> = { banner: 'H5_CAROUSEL_LIST', tab: 'H5_List' };

/** Calls (business prefix): GET listQueryDef/get?queryType=, POST listQueryDef/save. */
export const settingsPaths = { get: '/listQueryDef/get', save: '/listQueryDef/save' } as const;

/** Modules the banner must show at least. */
export const MIN_BANNER_MODULES = 4;
/** Modules the bottom tab must show at least. */
export const MIN_TAB_MODULES = 1;

/** One module's place in a list, as stored: `isHidden` false = shown; `label` only for tabs. */
export interface ModuleSetting {
  key: string;
  isHidden: boolean;
  label?: string;
}

/** The lists before anything is saved: the banner shows every module but home; the tab home and start ticket (the default bottom menu). */
export function defaultModules(kind: SettingsKind): ModuleSetting[] {
  const shown = kind === 'banner' ? (key: string) => key !== 'home' : (key: string) => key === 'home' || key === 'flowCenter';
  return moduleCatalogue.map((module) => ({ key: module.key, isHidden: !shown(module.key) }));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored modules of a `listQueryDef/get` answer (queryContent an object or its JSON text), or undefined when none are stored. */
export function storedModules(data: unknown): ModuleSetting[] | undefined {
  let content: unknown = isRecord(data) ? data.queryContent : undefined;
  if (typeof content === 'string') {
    try {
      content = JSON.parse(content) as unknown;
    } catch {
      return undefined;
    }
  }
  if (!isRecord(content) || !Array.isArray(content.modules)) return undefined;
  const seen = new Set<string>();
  const list: ModuleSetting[] = [];
  for (const item of content.modules) {
    if (!isRecord(item) || typeof item.key !== 'string' || !moduleOf(item.key) || seen.has(item.key)) continue;
    seen.add(item.key);
    const label = typeof item.label === 'string' ? item.label : '';
    list.push({ key: item.key, isHidden: item.isHidden === true, ...(label ? { label } : {}) });
  }
  return list.length > 0 ? list : undefined;
}

/** The list to edit: the stored one (catalogue modules it lacks appended, hidden), else the defaults. */
export function readModules(kind: SettingsKind, data: unknown): ModuleSetting[] {
  const stored = storedModules(data);
  if (!stored) return defaultModules(kind);
  const missing = moduleCatalogue.filter((module) => !stored.some((item) => item.key === module.key));
  return [...stored, ...missing.map((module) => ({ key: module.key, isHidden: true }))];
}

/** The label a module shows in `language`: its own (trimmed) when set, else the catalogue's. */
export function labelOf(setting: ModuleSetting, language: 'zh' | 'en'): string {
  const own = setting.label?.trim();
  return own || moduleOf(setting.key)?.label[language] || setting.key;
}

/** A broken rule: too few modules shown, or tab labels used twice. */
export type SettingsProblem =
  | { code: 'tooFew'; kind: SettingsKind; min: number }
  | { code: 'duplicateLabel'; label: string; keys: string[] };

/**
 * The rules of spec §2: the banner shows at least 4 modules, the tab at least 1, and the labels of
 * the tab's shown modules are unique (trimmed, case-insensitive).
 */
export function validateModules(kind: SettingsKind, modules: readonly ModuleSetting[], language: 'zh' | 'en'): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const shown = modules.filter((module) => !module.isHidden);
  const min = kind === 'banner' ? MIN_BANNER_MODULES : MIN_TAB_MODULES;
  if (shown.length < min) problems.push({ code: 'tooFew', kind, min });
  if (kind === 'tab') {
    const byLabel = new Map<string, { label: string; keys: string[] }>();
    for (const module of shown) {
      const label = labelOf(module, language);
      const id = label.toLocaleLowerCase();
      const entry = byLabel.get(id) ?? { label, keys: [] };
      entry.keys.push(module.key);
      byLabel.set(id, entry);
    }
    for (const entry of byLabel.values()) if (entry.keys.length > 1) problems.push({ code: 'duplicateLabel', ...entry });
  }
  return problems;
}

/** Body of POST listQueryDef/save: labels trimmed, kept only for tabs and only when set. */
export function saveBody(kind: SettingsKind, modules: readonly ModuleSetting[]): { queryType: string; queryContent: { modules: ModuleSetting[] } } {
  return {
    queryType: QUERY_TYPES[kind],
    queryContent: {
      modules: modules.map((module) => {
        const label = kind === 'tab' ? module.label?.trim() : undefined;
        return { key: module.key, isHidden: module.isHidden, ...(label ? { label } : {}) };
      }),
    },
  };
}

/**
 * The bottom menu of a saved H5_List: its shown modules in order, a custom label in both languages;
 * undefined when nothing is saved or nothing is shown (the configuration's menu applies).
 */
export function bottomMenuFromModules(modules: readonly ModuleSetting[] | undefined): BottomMenuItem[] | undefined {
  const menu = (modules ?? []).flatMap((setting) => {
    const module = moduleOf(setting.key);
    if (!module || setting.isHidden) return [];
    const own = setting.label?.trim();
    return [{ key: module.key, title: own ? { zh: own, en: own } : { ...module.label }, path: module.route, icon: module.icon }];
  });
  return menu.length > 0 ? menu : undefined;
}
