import { pickSourceProps } from '../shared/options';

/** Rule kinds of SELECT_MANY: selection count (minCount / maxCount), parent rules. */
export const SELECT_MANY_RULE_KINDS = ['selectionCount', 'parent'] as const;

/** Props SELECT_MANY takes from its x-props: the option-source description. */
export interface SelectManyMappedProps {
  source: Record<string, unknown>;
}

/** dataSource / dataType / apiStr / directoryValue ... become the picker's `source`. */
export function mapSelectManyProps(xProps: Readonly<Record<string, unknown>>): SelectManyMappedProps {
  return { source: pickSourceProps(xProps) };
}
