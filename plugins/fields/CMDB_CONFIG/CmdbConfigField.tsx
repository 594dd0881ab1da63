import { useEffect, useRef } from 'react';
import { useFieldView } from '@react/form';
import { useFieldEnv } from '../shared/field-env';
import { CiPickerField, type CiPickerFieldProps } from '../shared/cmdb/ci-field';
import { modelIdOf, toCiItems, toModelId } from '../shared/cmdb/model';
import { useSiblingValue } from '../shared/cmdb/use-form-value';
import { cmdbConfigModelId, type CmdbConfigMappedProps } from './normalize';

/** Props of {@link CmdbConfigField}. */
export interface CmdbConfigFieldProps extends Omit<CiPickerFieldProps, 'modelId' | 'multiple' | 'blockedHint'>, Partial<CmdbConfigMappedProps> {
  /** The model, instead of the model field's value (a field rendered outside a form). */
  modelId?: string;
}

/**
 * CMDB_CONFIG: CONFIGURATION_ITEM whose model is another field's value (`x-props.modelField`, a CMDB_MODEL field of
 * the same form), else a fixed `cmdbModelId`. Locked with "Choose a model first" while there is none; a change of
 * the model clears the chosen CIs (they belong to the previous model).
 */
export function CmdbConfigField({ modelField, cmdbModelId, multiple = false, modelId: given, ...props }: CmdbConfigFieldProps) {
  const { t } = useFieldEnv();
  const view = useFieldView();
  const modelFieldValue = toModelId(useSiblingValue(given ? undefined : modelField));
  const modelId = given || cmdbConfigModelId({ modelField, modelFieldValue, fixedModelId: modelIdOf(view?.field.source.cmdbModelId, cmdbModelId) });
  const { value, onChange } = props;
  const previous = useRef(modelId);
  useEffect(() => {
    if (previous.current === modelId) return;
    previous.current = modelId;
    if (toCiItems(value).length > 0) onChange?.([]);
    // Only a change of the model clears; a new value of the same model stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modelId]);
  return <CiPickerField {...props} modelId={modelId} multiple={multiple} blockedHint={modelField ? t('cmdbField.chooseModelFirst') : undefined} />;
}
