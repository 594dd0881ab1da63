import { OptionPicker, type OptionPickerProps } from '../shared/option-picker';

/** Props of {@link SelectField}. */
export type SelectFieldProps = OptionPickerProps;

/** SELECT (single select): a popup picker with search and clear. */
export function SelectField(props: SelectFieldProps) {
  return <OptionPicker {...props} type="SELECT" multiple={false} />;
}
