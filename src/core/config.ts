/**
 * Application configuration. Defaults follow the spec (service-desk-h5 §9 and
 * form-widgets §9); a host or the server's web config overrides any key.
 */
export interface FileTypeGroup {
  /** Group key: documents, pictures, audioVideo, other. */
  key: 'documents' | 'pictures' | 'audioVideo' | 'other';
  /** Extensions without dots. */
  extensions: string[];
  /** Checked by default in the upload settings. */
  checked: boolean;
}

export interface BottomMenuItem {
  key: string;
  /** i18n key or literal title per language. */
  title: { zh: string; en: string };
  path: string;
  icon?: string;
}

export interface AppConfig {
  /** Base address of the API gateway. @default '/gateway/dosm' */
  apiBase: string;
  /** Path (below apiBase) of the web-config call. @default '/api/v2/base/webConfig' */
  webConfigPath: string;
  /** Path (below apiBase) of the menu-permission login call. @default '/api/v2/base/menuPermission/login' */
  authPath: string;
  /**
   * Path (below apiBase) of the logout call (POST with the token; the server revokes it). The
   * specification names none; this is the gateway's. @default '/api/v2/base/logout'
   */
  logoutPath: string;
  /** Where an unauthenticated user is sent; `redirect` carries the current address. @default '/login' */
  loginUrl: string;
  /** Query parameter name used to remember the current address on login redirect. @default 'redirect' */
  loginRedirectParam: string;
  /** Path of the no-permission page. @default '/noPermission' */
  noPermissionPath: string;
  /** Home route. @default '/homePage' */
  homePath: string;
  /** Router type. @default 'browser' */
  routerMode: 'browser' | 'hash';
  /** Router base path (another one applies inside a micro-frontend container). @default '/' */
  basePath: string;
  /** Request concurrency limit. @default 1 */
  concurrency: number;
  /** Timeout of an ordinary request in ms. @default 30000 */
  requestTimeout: number;
  /** Upload timeout in ms. @default 120000 */
  uploadTimeout: number;
  /** Script chunk load timeout in ms. @default 120000 */
  scriptLoadTimeout: number;
  /** Symmetric key for encrypted parameters (AES). */
  aesKey: string;
  /** LRU cache size for cached calls. @default 200 */
  cacheMaxEntries: number;
  /** LRU cache entry age in ms. @default 3600000 */
  cacheMaxAgeMs: number;
  /** Local-storage key holding the auth token. @default 'token' */
  tokenStorageKey: string;
  /** Local-storage key of the login info (user + rbac). @default 'loginInfo' */
  loginInfoStorageKey: string;
  /** Header carrying the token. @default 'Authorization' */
  tokenHeader: string;
  /** Header carrying the language. @default 'language' */
  languageHeader: string;
  /** Host flag: drop the COPY button. @default false */
  clearCopyBtn: boolean;
  /** Host flag: do not add the default table row. @default false */
  abortDefaultRowAdded: boolean;
  /** Account ids allowed to use AI v2 endpoints ('All' for everyone). @default [] */
  aiAccountIds: string[];
  /** SaaS environment hides the department tab. @default false */
  saas: boolean;
  /**
   * Host flag: the home page shows no navigation banner (the modules of the home settings), and its
   * to-do tab takes the short title "Todo" (spec §2). @default false
   */
  homeModuleHidden: boolean;
  /**
   * Whether the device is H5 (a phone or tablet) for the role check (spec §6):
   * `'auto'` reads the user agent (see `isMobileUserAgent`); `true`/`false` force it.
   * @default 'auto'
   */
  isH5: boolean | 'auto';
  /** Where users without an H5-capable role go (go-path); workOrderId is appended. @default '' */
  roleGoPath: string;
  /** Configured no-access URL for the role check. @default '' */
  noAccessUrl: string;
  /** Judge service prefix for getRoleInfoByUserId. @default '/api/v2/base/judge' */
  judgePath: string;
  /** File type groups for uploads. */
  fileTypeGroups: FileTypeGroup[];
  /** Bottom menu. @default home + start ticket */
  bottomMenu: BottomMenuItem[];
  /** Toast duration in ms. @default 3000 */
  toastDuration: number;
  /** Maximum simultaneous toasts. @default 4 */
  toastMaxCount: number;
  /** Opacity of read-only fields. @default 0.45 */
  readOnlyOpacity: number;
  /** Time zone offset in minutes. @default 480 */
  timeZoneOffset: number;
  /**
   * Path segments of the API prefixes: paths are `/api/v2/{prefix}/...`.
   * @default { processEngine: 'flow', business: 'biz', base: 'base' }
   */
  apiPrefixes: { processEngine: string; business: string; base: string };
  /**
   * QA's replay recorder: every form built with `useFormSession` shows a "录制 / Record" toggle that records
   * the session (server schema, answers, user changes, field states) and downloads a `*.replay.json` for
   * `npm run replay`. For development, Storybook and QA against a real server (web config or host); off for
   * end users. @default false
   */
  replayRecorder: boolean;
}

export const defaultFileTypeGroups: FileTypeGroup[] = [
  { key: 'documents', extensions: ['doc', 'docx', 'pdf', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'xlsm'], checked: true },
  { key: 'pictures', extensions: ['jpeg', 'jpg', 'png', 'gif', 'bmp', 'webp', 'tiff'], checked: true },
  { key: 'audioVideo', extensions: ['mp4', 'avi', 'rmvb', 'mov', 'wmv', 'wav'], checked: false },
  { key: 'other', extensions: ['zip', 'rar', 'gz', '7z', 'tar', 'xmind', 'py', 'sh', 'ps1'], checked: false },
];

export const defaultConfig: AppConfig = {
  apiBase: '/gateway/dosm',
  webConfigPath: '/api/v2/base/webConfig',
  authPath: '/api/v2/base/menuPermission/login',
  logoutPath: '/api/v2/base/logout',
  loginUrl: '/login',
  loginRedirectParam: 'redirect',
  noPermissionPath: '/noPermission',
  homePath: '/homePage',
  routerMode: 'browser',
  basePath: '/',
  concurrency: 1,
  requestTimeout: 30000,
  uploadTimeout: 120000,
  scriptLoadTimeout: 120000,
  aesKey: 'schemadesk-demo-key-0123456789ab',
  cacheMaxEntries: 200,
  cacheMaxAgeMs: 3600 * 1000,
  tokenStorageKey: 'token',
  loginInfoStorageKey: 'loginInfo',
  tokenHeader: 'Authorization',
  languageHeader: 'language',
  clearCopyBtn: false,
  abortDefaultRowAdded: false,
  aiAccountIds: [],
  saas: false,
  homeModuleHidden: false,
  isH5: 'auto',
  roleGoPath: '',
  noAccessUrl: '',
  judgePath: '/api/v2/base/judge',
  fileTypeGroups: defaultFileTypeGroups,
  bottomMenu: [
    { key: 'home', title: { zh: '首页', en: 'Home' }, path: '/homePage', icon: 'home' },
    { key: 'flowCenter', title: { zh: '发起工单', en: 'Start ticket' }, path: '/flowCenter', icon: 'add' },
  ],
  toastDuration: 3000,
  toastMaxCount: 4,
  readOnlyOpacity: 0.45,
  timeZoneOffset: 480,
  apiPrefixes: { processEngine: 'flow', business: 'biz', base: 'base' },
  replayRecorder: false,
};

/** Shallow-merges partial configs over the defaults; later ones win. */
export function resolveConfig(...parts: Array<Partial<AppConfig> | undefined>): AppConfig {
  return Object.assign({}, defaultConfig, ...parts.filter(Boolean));
}
