import { pickSourceProps } from '../shared/options';

/** Rule kinds of SELECT: unique column values, parent rules. */
export const SELECT_RULE_KINDS = ['unique', 'parent'] as const;

/** Props SELECT takes from its x-props: the option-source description. */
export interface SelectMappedProps {
  source: Record<string, unknown>;
}

/** dataSource / dataType / apiStr / directoryValue ... become the picker's `source`. */
export function mapSelectProps(xProps: Readonly<Record<string, unknown>>): SelectMappedProps {
  return { source: pickSourceProps(xProps) };
}
