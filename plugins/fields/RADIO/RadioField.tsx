import { ChoiceGroup, type ChoiceGroupProps } from '../shared/choice-group';

/** Props of {@link RadioField}. */
export type RadioFieldProps = ChoiceGroupProps;

/** RADIO: radio-style single choice, inline for short static lists, a popup picker with search otherwise. */
export function RadioField(props: RadioFieldProps) {
  return <ChoiceGroup {...props} type="RADIO" multiple={false} />;
}
