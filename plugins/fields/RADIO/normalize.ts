import { pickSourceProps, type ChoiceDisplay } from '../shared/options';

/** Rule kinds of RADIO: parent rules. */
export const RADIO_RULE_KINDS = ['parent'] as const;

/** Props RADIO takes from its x-props. */
export interface RadioMappedProps {
  source: Record<string, unknown>;
  display?: ChoiceDisplay;
}

const displays: readonly string[] = ['auto', 'inline', 'popup'];

/** The option-source description, and an explicit layout when the schema sets `display`. */
export function mapRadioProps(xProps: Readonly<Record<string, unknown>>): RadioMappedProps {
  const props: RadioMappedProps = { source: pickSourceProps(xProps) };
  if (typeof xProps.display === 'string' && displays.includes(xProps.display)) props.display = xProps.display as ChoiceDisplay;
  return props;
}
