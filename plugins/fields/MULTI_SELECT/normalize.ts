import { multiRuleKinds } from '@core/form/rules';
import { pickSourceProps } from '../shared/options';

/** Rule kinds of MULTI_SELECT: selection count, unique column values, parent rules. */
export const MULTI_SELECT_RULE_KINDS = multiRuleKinds;

/** Props MULTI_SELECT takes from its x-props: the option-source description. */
export interface MultiSelectMappedProps {
  source: Record<string, unknown>;
}

/** dataSource / dataType / apiStr (+ header list) / directoryValue become the picker's `source`; the tree shape comes from the type. */
export function mapMultiSelectProps(xProps: Readonly<Record<string, unknown>>): MultiSelectMappedProps {
  return { source: pickSourceProps(xProps) };
}
