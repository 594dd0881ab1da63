// Story transport of the batch-2 field stories (MULTI_SELECT, DATE, TIME, RICH_TEXT, UPLOAD,
// WRITTEN_SIGNATURE, ADD_GROUP) and the all-types form: answers their calls from the gateway's
// seed files in the browser, so stories run the real request client, option sources and upload
// progress.
import type { AdapterRequest, AdapterResponse, RequestAdapter } from '@core';
import apiSources from '../../fixtures/seed/api-sources.json';
import dictionaries from '../../fixtures/seed/dictionaries.json';
import { matchesText, paginate } from '../../fixtures/gateway/lib/params';
import { dictionaryTree, flattenDictionary } from '../../fixtures/gateway/routes/dictionaries';
import type { SeedDictionary } from '../../fixtures/gateway/types';

interface SeedItem {
  id?: string;
  value?: string;
  label: string;
  labelEn?: string;
  status?: number;
  children?: SeedItem[];
}

function tree(items: readonly SeedItem[], english: boolean, maxLevel: number, level = 1): Array<Record<string, unknown>> {
  return items.map((item) => {
    const id = item.id ?? item.value ?? '';
    const option: Record<string, unknown> = { id, value: id, label: english && item.labelEn ? item.labelEn : item.label, level, status: item.status ?? 0 };
    if (item.children?.length && level < maxLevel) option.children = tree(item.children, english, maxLevel, level + 1);
    return option;
  });
}

function body(config: AdapterRequest): Record<string, unknown> {
  if (typeof config.data === 'string') {
    try {
      return JSON.parse(config.data) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return {};
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Options of {@link batch2Adapter}. */
export interface Batch2AdapterOptions {
  /** Time an upload takes, in ms (progress events every tenth). @default 1500 */
  uploadMs?: number;
  /** Latency of other calls, in ms. @default 300 */
  latencyMs?: number;
}

const seedDictionaries = dictionaries as SeedDictionary[];
const findDictionary = (idOrCode: string) => seedDictionaries.find((d) => d.code === idOrCode || d.dictId === idOrCode);

/**
 * Dictionary trees (`getFieldContents`) and pages (`detail/page`, usable options of one level, as
 * the gateway answers them), API trees (`listApiContent4Tree`,
 * from the seed's API sources) and file uploads (`/file/upload`,
 * `/file/auth/upload`: progress events, then a `blob:` URL of the file).
 */
export function batch2Adapter(options: Batch2AdapterOptions = {}): RequestAdapter {
  const { uploadMs = 1500, latencyMs = 300 } = options;
  let fileSeed = 0;
  return async (config) => {
    const url = config.url ?? '';
    const english = String(config.headers?.language ?? '').startsWith('en');
    const answer = (data: unknown, code = 100000, msg = 'success'): AdapterResponse => ({ status: 200, data: { code, data, msg } });
    const dict = /\/dataDict\/getFieldContents\/dictId\/([^/]+)\/level\/(\d+)$/.exec(url);
    if (dict) {
      await wait(latencyMs);
      const found = findDictionary(decodeURIComponent(dict[1]!));
      return found ? answer(dictionaryTree(found, english ? 'en' : 'zh', Number(dict[2]))) : answer(null, 404, 'Unknown dictionary');
    }
    if (url.endsWith('/dataDict/detail/page')) {
      await wait(latencyMs);
      const { dictId, level, search, pageNum, pageSize } = body(config);
      const found = findDictionary(String(dictId));
      if (!found) return answer(null, 404, 'Unknown dictionary');
      const options = flattenDictionary(found, english ? 'en' : 'zh').filter((o) => (level === undefined || o.level === Number(level)) && o.status === 0 && matchesText(typeof search === 'string' ? search : undefined, o.label));
      return answer(paginate(options, Number(pageNum ?? 1), Number(pageSize ?? 500)));
    }
    if (url.endsWith('/process/listApiContent4Tree')) {
      await wait(latencyMs);
      const source = apiSources.find((s) => s.url === body(config).url);
      return source ? answer(tree(source.items as SeedItem[], english, 10)) : answer(null, 400, 'API address error, enter again');
    }
    if (url.endsWith('/file/upload') || url.endsWith('/file/auth/upload')) {
      const file = config.data instanceof FormData ? config.data.get('file') : null;
      if (!(file instanceof Blob)) return answer(null, 400, 'no file in the request');
      for (let step = 1; step <= 10; step += 1) {
        await wait(uploadMs / 10);
        if (config.signal.aborted) throw new Error('canceled');
        config.onUploadProgress?.(step / 10);
      }
      fileSeed += 1;
      const name = file instanceof File ? file.name : `file-${fileSeed}`;
      return answer({ id: `story-file-${fileSeed}`, name, size: file.size, url: URL.createObjectURL(file) });
    }
    return answer(null, 404, `No story answer for ${url}`);
  };
}

/** A picture as a data URL (for stored values whose server is not there in Storybook). */
export function placeholderImage(label: string, background = '#4080e6', foreground = '#fff'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="${background}"/><text x="160" y="112" font-size="30" fill="${foreground}" text-anchor="middle" font-family="cursive, sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
