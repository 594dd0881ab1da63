import { ChoiceGroup, type ChoiceGroupProps } from '../shared/choice-group';

/** Props of {@link CheckboxField}. */
export type CheckboxFieldProps = ChoiceGroupProps;

/** CHECKBOX: multiple choice, inline checkboxes for short static lists, a popup picker with select-all otherwise. */
export function CheckboxField(props: CheckboxFieldProps) {
  return <ChoiceGroup {...props} type="CHECKBOX" multiple={true} />;
}
