// The option lists of a CI's form come from the CMDB (POST /cmdb/dictList, POST /cmdb/ciList), which the field
// plugins' option sources do not know. The form's schema names them with an `apiStr` marker (model.ts
// `CMDB_DICT_SOURCE` / `CMDB_CI_SOURCE`, `apiPage: false`, so the source makes its one-call list request); this
// request client answers that list request from the CMDB call instead, with the cascade superior's value
// (`params.code`) as the dictionary's `parentValue`. Every other call goes through unchanged.
import type { Runtime } from '@core';
import type { RequestClient } from '@core/request/types';
import { optionCalls } from '@core/form/options/constants';
import { CI_OPTIONS_SIZE, cmdbPaths, CMDB_CI_SOURCE, CMDB_DICT_SOURCE, readCiPage, readDictOptions } from './model';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request client of the CI form: CMDB option markers are served by the CMDB calls. */
export function cmdbOptionClient(client: RequestClient): RequestClient {
  const listPath = client.path(optionCalls.apiList.prefix, optionCalls.apiList.path);
  return {
    ...client,
    post: <T>(path: string, data?: unknown, options?: Parameters<RequestClient['post']>[2]): Promise<T> => {
      const url = isRecord(data) && typeof data.url === 'string' ? data.url : '';
      if (path !== listPath || !(url.startsWith(CMDB_DICT_SOURCE) || url.startsWith(CMDB_CI_SOURCE))) return client.post<T>(path, data, options);
      const params = isRecord(data) && isRecord(data.params) ? data.params : {};
      const parentValue = params.code === undefined || params.code === null || params.code === '' ? undefined : String(params.code as string | number);
      if (url.startsWith(CMDB_DICT_SOURCE)) {
        const body = { dictId: url.slice(CMDB_DICT_SOURCE.length), ...(parentValue === undefined ? {} : { parentValue }) };
        return client.post<unknown>(client.path('business', cmdbPaths.dictList), body, options).then((answer) => readDictOptions(answer) as T);
      }
      const body = { modelId: url.slice(CMDB_CI_SOURCE.length), pageNum: 1, pageSize: CI_OPTIONS_SIZE };
      return client
        .post<unknown>(client.path('business', cmdbPaths.cis), body, options)
        .then((answer) => readCiPage(answer).records.map((ci) => ({ label: ci.code ? `${ci.ciName} (${ci.code})` : ci.ciName, value: ci.ciId })) as T);
    },
  };
}

/** The runtime the CI form renders with: the same one, with {@link cmdbOptionClient} as its request client. */
export function cmdbFormRuntime(runtime: Runtime): Runtime {
  return { ...runtime, request: cmdbOptionClient(runtime.request) };
}
