import { flag, str } from '../shared/props';
import { toCiItems, type CiValueItem } from '../shared/cmdb/model';

/** Props CONFIGURATION_ITEM takes from its x-props. */
export interface ConfigurationItemMappedProps {
  /** `x-props.cmdbModelId` (the schema's own `cmdbModelId` wins, read from the field in the form). */
  cmdbModelId?: string;
  multiple: boolean;
}

/** x-props → props: the model (`cmdbModelId`) and whether several CIs may be chosen (`multiple`, also `isMultiple`). */
export function mapConfigurationItemProps(xProps: Readonly<Record<string, unknown>>): ConfigurationItemMappedProps {
  const cmdbModelId = str(xProps.cmdbModelId);
  return { ...(cmdbModelId ? { cmdbModelId } : {}), multiple: flag(xProps.multiple ?? xProps.isMultiple) };
}

/** The submitted value: `Array<{ ciId, ciName, modelId }>`, each CI once. */
export function commitCiItems(value: unknown): CiValueItem[] {
  return toCiItems(value);
}
