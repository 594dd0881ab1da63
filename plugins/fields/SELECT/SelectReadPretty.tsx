import { OptionReadPretty, type OptionReadPrettyProps } from '../shared/option-read-pretty';

/** SELECT read-only display: the selected labels (saved display values in finished orders), '--' when empty. */
export function SelectReadPretty(props: OptionReadPrettyProps) {
  return <OptionReadPretty {...props} type="SELECT" />;
}
