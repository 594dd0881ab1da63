import { OptionReadPretty, type OptionReadPrettyProps } from '../shared/option-read-pretty';

/** RADIO read-only display: the selected labels (saved display values in finished orders), '--' when empty. */
export function RadioReadPretty(props: OptionReadPrettyProps) {
  return <OptionReadPretty {...props} type="RADIO" />;
}
