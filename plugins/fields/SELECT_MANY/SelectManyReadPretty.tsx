import { OptionReadPretty, type OptionReadPrettyProps } from '../shared/option-read-pretty';

/** SELECT_MANY read-only display: the selected labels (saved display values in finished orders), '--' when empty. */
export function SelectManyReadPretty(props: OptionReadPrettyProps) {
  return <OptionReadPretty {...props} type="SELECT_MANY" />;
}
