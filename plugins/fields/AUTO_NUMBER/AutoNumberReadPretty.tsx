import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import { autoNumberText } from './normalize';

/** AUTO_NUMBER read-only display: the generated number, '--' when there is none. */
export function AutoNumberReadPretty({ value }: FieldReadProps<unknown>) {
  return <ReadOnlyText text={autoNumberText(value)} className="sd-auto-number" />;
}
