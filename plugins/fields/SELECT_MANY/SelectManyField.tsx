import { OptionPicker, type OptionPickerProps } from '../shared/option-picker';

/** Props of {@link SelectManyField}. */
export type SelectManyFieldProps = OptionPickerProps;

/** SELECT_MANY (multi select): a popup picker with search, select-all with count, selected-items popup. */
export function SelectManyField(props: SelectManyFieldProps) {
  return <OptionPicker {...props} type="SELECT_MANY" multiple={true} />;
}
