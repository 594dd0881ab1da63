import { pickSourceProps, type ChoiceDisplay } from '../shared/options';

/** Rule kinds of CHECKBOX: selection count (minCount / maxCount), parent rules. */
export const CHECKBOX_RULE_KINDS = ['selectionCount', 'parent'] as const;

/** Props CHECKBOX takes from its x-props. */
export interface CheckboxMappedProps {
  source: Record<string, unknown>;
  display?: ChoiceDisplay;
}

const displays: readonly string[] = ['auto', 'inline', 'popup'];

/** The option-source description, and an explicit layout when the schema sets `display`. */
export function mapCheckboxProps(xProps: Readonly<Record<string, unknown>>): CheckboxMappedProps {
  const props: CheckboxMappedProps = { source: pickSourceProps(xProps) };
  if (typeof xProps.display === 'string' && displays.includes(xProps.display)) props.display = xProps.display as ChoiceDisplay;
  return props;
}
