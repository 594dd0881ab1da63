import { flag, str } from '../shared/props';

/** Props CMDB_CONFIG takes from its x-props. */
export interface CmdbConfigMappedProps {
  /** Code of the CMDB_MODEL field of the same form whose model the CIs belong to. */
  modelField?: string;
  /** A fixed model, when no model field is named (the schema's own `cmdbModelId` wins). */
  cmdbModelId?: string;
  multiple: boolean;
}

/** x-props → props: `modelField`, `cmdbModelId`, `multiple` (also `isMultiple`). */
export function mapCmdbConfigProps(xProps: Readonly<Record<string, unknown>>): CmdbConfigMappedProps {
  const modelField = str(xProps.modelField);
  const cmdbModelId = str(xProps.cmdbModelId);
  return { ...(modelField ? { modelField } : {}), ...(cmdbModelId ? { cmdbModelId } : {}), multiple: flag(xProps.multiple ?? xProps.isMultiple) };
}

/**
 * The model of the CIs: the model field's value when a model field is named (empty while nothing is chosen there),
 * else the fixed model.
 */
export function cmdbConfigModelId(options: { modelField?: string; modelFieldValue?: string; fixedModelId?: string }): string | undefined {
  if (options.modelField) return options.modelFieldValue || undefined;
  return options.fixedModelId || undefined;
}
