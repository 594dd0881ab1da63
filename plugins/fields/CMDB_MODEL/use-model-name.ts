// The name of a stored model id, from `/cmdb/modelList` asked once per runtime (every CMDB_MODEL field of a form
// shares the answer; a failure is forgotten so the next field asks again).
import type { Runtime } from '@core';
import { useRequest } from '@react';
import { fetchModels, type CmdbModel } from '../shared/cmdb/model';
import { modelNameState, type ModelNameState } from './normalize';

const lists = new WeakMap<Runtime, Promise<CmdbModel[]>>();

/** The models, asked once per runtime. */
export function cachedModels(runtime: Runtime): Promise<CmdbModel[]> {
  let list = lists.get(runtime);
  if (!list) {
    list = fetchModels(runtime.request);
    lists.set(runtime, list);
    list.catch(() => lists.delete(runtime));
  }
  return list;
}

/** The display state of `modelId` (looked up only when there is one), with a reload after a failure. */
export function useModelName(modelId: string): ModelNameState & { reload: () => void } {
  const models = useRequest((_signal, rt) => cachedModels(rt), [], { enabled: modelId !== '' });
  return { ...modelNameState(modelId, models.data, models.error !== undefined), reload: models.reload };
}
