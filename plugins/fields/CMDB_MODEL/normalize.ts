import { toModelId, type CmdbModel } from '../shared/cmdb/model';

/** The submitted value of CMDB_MODEL: the model's id ('' for none). */
export function commitModelId(value: unknown): string {
  return toModelId(value);
}

/** What a stored model id shows: its model's name; a model the list no longer has reads "Model deleted". */
export type ModelNameState = { kind: 'none' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'found'; name: string } | { kind: 'unknown' };

/** The name state of `modelId` given the model list (undefined while it loads) and whether loading it failed. */
export function modelNameState(modelId: string, models: readonly CmdbModel[] | undefined, failed: boolean): ModelNameState {
  if (!modelId) return { kind: 'none' };
  if (models) {
    const model = models.find((entry) => entry.modelId === modelId);
    return model ? { kind: 'found', name: model.modelName } : { kind: 'unknown' };
  }
  return failed ? { kind: 'failed' } : { kind: 'loading' };
}
