import { OptionReadPretty, type OptionReadPrettyProps } from '../shared/option-read-pretty';

/** CHECKBOX read-only display: the selected labels (saved display values in finished orders), '--' when empty. */
export function CheckboxReadPretty(props: OptionReadPrettyProps) {
  return <OptionReadPretty {...props} type="CHECKBOX" />;
}
