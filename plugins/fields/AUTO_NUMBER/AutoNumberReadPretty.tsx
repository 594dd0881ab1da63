import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import { autoNumberText } from './normalize';

/** AUTO_NUMBER read-only display: the generated number, '--' when there is none. */
export function AutoNumberReadPretty({ value }: FieldReadProps<unknown>) {
  const text = autoNumberText(value);
  // Monospace is for the number only: an empty value's '--' looks like every other field's.
  return <ReadOnlyText text={text} className={text ? 'sd-auto-number' : undefined} />;
}
