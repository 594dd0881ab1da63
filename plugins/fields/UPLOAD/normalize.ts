/**
 * Pure upload rules (form-widgets §3, §5, §7, §9; service-desk §5, §7, §9):
 * the upload settings of a field, the checks a chosen file must pass (empty,
 * name length, format, size, count), the shape of an uploaded file, and the
 * file calls (plain, or the `/auth/` variants when a menu code is set).
 */
import type { FileTypeGroup } from '@core/config';
import { charCount, readFileQuantity } from '@core/form/rules';
import { formatFileSize } from '@core/form/data';
import type { ApiPrefix, RequestClient } from '@core/request/types';
import { safeUrl } from '@core/safe-url';
import { isRecord } from '@core/records';

/** Rule kinds of UPLOAD: the file count maximum and parent rules. */
export const UPLOAD_RULE_KINDS = ['fileCount', 'parent'] as const;

/** Default of `uploadRule`. */
export const DEFAULT_UPLOAD_RULE = 'ONLY_IMG';
/** Default of `uploadFileSize`, in MB. */
export const DEFAULT_UPLOAD_FILE_SIZE_MB = 100;
/** Longest file name accepted, in characters. */
export const MAX_FILE_NAME_LENGTH = 80;
const MB = 1024 * 1024;

/**
 * What a field accepts: `images` (rule ONLY_IMG: the configured picture
 * extensions) or `files` (a custom list, else the checked groups of
 * `config.fileTypeGroups`; rule NO_LIMIT: any extension).
 */
export type UploadKind = 'images' | 'files';

/** The upload x-props a field carries (see {@link mapUploadProps}). */
export interface UploadXProps {
  uploadRule?: unknown;
  /** Allowed extensions (list or comma-joined text, with or without dots). */
  fileTypes?: unknown;
  uploadSetting?: unknown;
  uploadFileQuantity?: unknown;
  uploadFileSize?: unknown;
}

/** The resolved settings of an upload field. */
export interface UploadSettings {
  kind: UploadKind;
  /** Allowed extensions, lower case without dots; empty = any. */
  extensions: string[];
  /** Most files the field holds. @default 1 */
  maxCount: number;
  /** Largest file in bytes. @default 100 MB */
  maxBytes: number;
}

/** An uploaded file as the field stores it. */
export interface UploadedFile {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** Where the server serves it (absolute, or a path below the API base). */
  url?: string;
}

function positive(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Extensions without dots, lower case, de-duplicated (form-widgets §5: "allowed extensions are stripped of dots"). */
export function stripDots(raw: unknown): string[] {
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[,;，；、\s]+/) : [];
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') continue;
    const ext = item.trim().replace(/^\*?\.+/, '').toLowerCase();
    if (ext && !out.includes(ext)) out.push(ext);
  }
  return out;
}

/** The extension of a file name, lower case without the dot ('' when none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 || dot === base.length - 1 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The picture extensions of the configuration. */
export function pictureExtensions(groups: readonly FileTypeGroup[]): string[] {
  return stripDots(groups.find((group) => group.key === 'pictures')?.extensions ?? []);
}

/** Whether a file name is a picture by the configured list (service-desk §5). */
export function isImageName(name: string, groups: readonly FileTypeGroup[]): boolean {
  return pictureExtensions(groups).includes(extensionOf(name));
}

/** Extensions the review call can show inline; others fall back to download. */
export const PREVIEWABLE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'pdf', 'txt'];

export function isPreviewable(name: string): boolean {
  return PREVIEWABLE_EXTENSIONS.includes(extensionOf(name));
}

const anyRules = new Set(['NO_LIMIT', 'NOLIMIT', 'ALL', 'ANY', 'UNLIMITED']);

/** The upload x-props the component needs (the rest of x-props is dropped). */
export function mapUploadProps(xProps: Readonly<Record<string, unknown>>): { upload: UploadXProps; menuCode?: string; template?: UploadedFile } {
  const setting = isRecord(xProps.uploadSetting) ? xProps.uploadSetting : undefined;
  const upload: UploadXProps = {
    uploadRule: xProps.uploadRule,
    fileTypes: xProps.fileTypes ?? xProps.uploadFileType ?? xProps.fileType ?? xProps.accept ?? setting?.types ?? setting?.fileTypes,
    uploadSetting: xProps.uploadSetting,
    uploadFileQuantity: xProps.uploadFileQuantity,
    uploadFileSize: xProps.uploadFileSize,
  };
  const out: { upload: UploadXProps; menuCode?: string; template?: UploadedFile } = { upload };
  if (typeof xProps.menuCode === 'string' && xProps.menuCode.trim()) out.menuCode = xProps.menuCode.trim();
  const template = toUploadedFile(xProps.uploadTemplate);
  if (template) out.template = template;
  return out;
}

/**
 * Resolves the settings: rule ONLY_IMG (default) takes the configured
 * picture extensions; other rules take the field's own list, else the
 * checked groups of `config.fileTypeGroups` (NO_LIMIT: any extension). Count
 * `uploadFileQuantity` (else `uploadSetting.count`, else 1); size
 * `uploadFileSize` in MB (else `uploadSetting.size`, else 100).
 */
export function resolveUploadSettings(props: UploadXProps, groups: readonly FileTypeGroup[]): UploadSettings {
  const rule = typeof props.uploadRule === 'string' && props.uploadRule.trim() ? props.uploadRule.trim().toUpperCase() : DEFAULT_UPLOAD_RULE;
  const setting = isRecord(props.uploadSetting) ? props.uploadSetting : {};
  const sizeMB = positive(props.uploadFileSize) ?? positive(setting.size) ?? DEFAULT_UPLOAD_FILE_SIZE_MB;
  const maxCount = readFileQuantity(props.uploadFileQuantity, props.uploadSetting);
  if (rule === DEFAULT_UPLOAD_RULE) return { kind: 'images', extensions: pictureExtensions(groups), maxCount, maxBytes: sizeMB * MB };
  const own = stripDots(props.fileTypes);
  const extensions = own.length > 0 ? own : anyRules.has(rule) ? [] : stripDots(groups.filter((group) => group.checked).flatMap((group) => group.extensions));
  return { kind: 'files', extensions, maxCount, maxBytes: sizeMB * MB };
}

/** Why a chosen file is refused; `key` names the text `upload.<key>`. */
export type UploadRejection =
  | { key: 'emptyFile' }
  | { key: 'nameTooLong'; max: number }
  | { key: 'wrongFormat' }
  | { key: 'tooLarge'; max: string }
  | { key: 'tooMany'; max: number };

/** Pictures larger than this are compressed on the phone before upload (issue 18). */
export const COMPRESS_ABOVE_BYTES = 1 * MB;
/** Longest edge of a compressed picture, in pixels. */
export const COMPRESS_MAX_EDGE = 2048;
/** Encoder quality of a compressed picture (0..1). */
export const COMPRESS_QUALITY = 0.8;
/** Picture types the phone re-encodes (a GIF may be animated, a BMP/TIFF the browser may not encode: those go as they are). */
const COMPRESSIBLE: Readonly<Record<string, string>> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Whether a picture can be compressed on the phone: JPEG, PNG or WebP (by type, else by extension). */
export function isCompressibleImage(file: { name: string; type?: string }): boolean {
  const type = file.type?.toLowerCase() ?? '';
  if (type) return Object.values(COMPRESSIBLE).includes(type);
  return extensionOf(file.name) in COMPRESSIBLE;
}

/** Whether a chosen file is compressed before upload: a compressible picture over {@link COMPRESS_ABOVE_BYTES}. */
export function shouldCompress(file: { name: string; size: number; type?: string }): boolean {
  return file.size > COMPRESS_ABOVE_BYTES && isCompressibleImage(file);
}

/** Checks one file: not empty, name at most 80 characters, an allowed extension, not over the size limit. */
export function checkFile(file: { name: string; size: number }, settings: UploadSettings, options: { sizeCheckedLater?: boolean } = {}): UploadRejection | undefined {
  if (!(file.size > 0)) return { key: 'emptyFile' };
  if (charCount(file.name) > MAX_FILE_NAME_LENGTH) return { key: 'nameTooLong', max: MAX_FILE_NAME_LENGTH };
  if (settings.extensions.length > 0 && !settings.extensions.includes(extensionOf(file.name))) return { key: 'wrongFormat' };
  if (!options.sizeCheckedLater && file.size > settings.maxBytes) return { key: 'tooLarge', max: formatFileSize(settings.maxBytes) };
  return undefined;
}

/** The result of {@link checkSelection}. */
export interface SelectionCheck<F> {
  accepted: F[];
  rejected: Array<{ file: F; rejection: UploadRejection }>;
}

/**
 * Checks a selection against the field: each file by {@link checkFile}, and
 * the count: files beyond the free slots (`maxCount` minus the files held or
 * uploading) are refused with `tooMany`. A picture that will be compressed
 * (`shrinks`) is checked for size after compression, by the uploader.
 */
export function checkSelection<F extends { name: string; size: number }>(
  files: readonly F[],
  settings: UploadSettings,
  heldCount: number,
  /** Files whose size is checked after they are compressed (see {@link shouldCompress}), not now. */
  shrinks: (file: F) => boolean = () => false,
): SelectionCheck<F> {
  const result: SelectionCheck<F> = { accepted: [], rejected: [] };
  let free = Math.max(0, settings.maxCount - heldCount);
  for (const file of files) {
    const rejection = checkFile(file, settings, { sizeCheckedLater: shrinks(file) });
    if (rejection) result.rejected.push({ file, rejection });
    else if (free <= 0) result.rejected.push({ file, rejection: { key: 'tooMany', max: settings.maxCount } });
    else {
      result.accepted.push(file);
      free -= 1;
    }
  }
  return result;
}

/** The `accept` attribute of the file input (extensions with dots); undefined for any file. */
export function acceptAttribute(settings: UploadSettings): string | undefined {
  return settings.extensions.length > 0 ? settings.extensions.map((ext) => `.${ext}`).join(',') : undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * An uploaded file from a server record: `id` or `fileId`, `name` or
 * `fileName` / `originalName`, `size` or `fileSize`, `url`. Undefined when it
 * has no id. `fallback` fills what the server left out.
 */
export function toUploadedFile(raw: unknown, fallback: Partial<UploadedFile> = {}): UploadedFile | undefined {
  if (!isRecord(raw)) return undefined;
  const id = text(raw.id) ?? text(raw.fileId) ?? fallback.id;
  if (!id) return undefined;
  const size = positive(raw.size) ?? positive(raw.fileSize) ?? fallback.size ?? 0;
  const file: UploadedFile = { id, name: text(raw.name) ?? text(raw.fileName) ?? text(raw.originalName) ?? fallback.name ?? id, size };
  const url = text(raw.url) ?? fallback.url;
  if (url) file.url = url;
  return file;
}

/** The stored files of a field value (a list of file records; anything else is dropped). */
export function filesOf(value: unknown): UploadedFile[] {
  const list = Array.isArray(value) ? value : isRecord(value) ? [value] : [];
  return list.map((item) => toUploadedFile(item)).filter((file): file is UploadedFile => file !== undefined);
}

/** The file calls (form-widgets §7 "Files"), below the base API prefix. */
export const fileCalls = {
  prefix: 'base' as ApiPrefix,
  upload: '/file/upload',
  authUpload: '/file/auth/upload',
  download: '/file/download',
  authDownload: '/file/auth/download',
  review: '/file/review',
  authReview: '/file/auth/review',
  get: '/file/get',
} as const;

/** Path and query of the upload call: `/file/auth/upload?menuCode=` when a menu code exists, else `/file/upload`. */
export function uploadTarget(request: Pick<RequestClient, 'path'>, menuCode?: string): { path: string; params?: Record<string, string> } {
  return menuCode
    ? { path: request.path(fileCalls.prefix, fileCalls.authUpload), params: { menuCode } }
    : { path: request.path(fileCalls.prefix, fileCalls.upload) };
}

/** Whether an address names its own scheme or host (`https:`, `data:`, `blob:`, `//host`), i.e. it is not a path of this API. */
function hasOwnOrigin(url: string): boolean {
  // As the browser reads it: leading spaces and control characters, and tabs or newlines anywhere, do not count.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
  const seen = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(seen);
}

/** An address the browser can open: absolute addresses stay, paths below the API base get the base. */
export function resolveFileUrl(url: string, apiBase: string): string {
  if (hasOwnOrigin(url)) return url;
  const base = apiBase.replace(/\/+$/, '');
  if (base && (url === base || url.startsWith(`${base}/`))) return url;
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The address of a file for the browser: `review` shows previewable files
 * inline and falls back to `download` for the others; with a menu code the
 * `/auth/` variants are used.
 */
export function fileHref(kind: 'review' | 'download', file: UploadedFile, env: { apiBase: string; path: RequestClient['path']; menuCode?: string }): string {
  const effective = kind === 'review' && !isPreviewable(file.name) ? 'download' : kind;
  const path = env.menuCode ? (effective === 'review' ? fileCalls.authReview : fileCalls.authDownload) : effective === 'review' ? fileCalls.review : fileCalls.download;
  const query = new URLSearchParams({ id: file.id });
  if (env.menuCode) query.set('menuCode', env.menuCode);
  return `${resolveFileUrl(env.path(fileCalls.prefix, path), env.apiBase)}?${query.toString()}`;
}

/**
 * Where an image thumbnail (and the full-screen viewer) loads a picture from: the file's own URL when it is
 * a safe image address (http(s), blob:, a raster data: image; never javascript: or another scheme), else
 * its review address. With a menu code, an own URL that is a path of this API gives way to the
 * `/file/auth/review` call, so every file call of the field carries the menu code.
 */
export function imageSrc(file: UploadedFile, env: { apiBase: string; path: RequestClient['path']; menuCode?: string }): string {
  if (!file.url || (env.menuCode && !hasOwnOrigin(file.url))) return fileHref('review', file, env);
  return safeUrl(resolveFileUrl(file.url, env.apiBase), 'image') ?? fileHref('review', file, env);
}
