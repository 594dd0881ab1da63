import { useT } from '@react';
import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import { toModelId } from '../shared/cmdb/model';
import { modelNameText } from './ModelField';
import { useModelName } from './use-model-name';

/** CMDB_MODEL read-only display: the model's name (looked up), '--' when none. */
export function ModelReadPretty({ value }: FieldReadProps<unknown>) {
  const t = useT();
  return <ReadOnlyText text={modelNameText(useModelName(toModelId(value)), t)} />;
}
