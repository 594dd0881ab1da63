import { useFieldView } from '@react/form';
import { CiPickerField, type CiPickerFieldProps } from '../shared/cmdb/ci-field';
import { modelIdOf } from '../shared/cmdb/model';
import type { ConfigurationItemMappedProps } from './normalize';

/** Props of {@link ConfigurationItemField}: the CI picker's, with the mapped x-props. */
export interface ConfigurationItemFieldProps extends Omit<CiPickerFieldProps, 'modelId' | 'multiple' | 'blockedHint'>, Partial<ConfigurationItemMappedProps> {}

/**
 * CONFIGURATION_ITEM: chooses CIs of the field's model (the schema's `cmdbModelId`, else `x-props.cmdbModelId`),
 * searched and paged by 10; the value is `Array<{ ciId, ciName, modelId }>`. Without a model it cannot be opened.
 */
export function ConfigurationItemField({ cmdbModelId, multiple = false, ...props }: ConfigurationItemFieldProps) {
  const view = useFieldView();
  const modelId = modelIdOf(view?.field.source.cmdbModelId, cmdbModelId);
  return <CiPickerField {...props} modelId={modelId} multiple={multiple} />;
}
