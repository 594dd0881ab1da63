import { ReadOnlyText } from '../shared/read-only';
import { textOf } from '../shared/text';
import type { FieldReadProps } from '../shared/types';

/** INPUT read-only display: the text, '--' when empty. */
export function InputReadPretty({ value }: FieldReadProps<unknown>) {
  return <ReadOnlyText text={textOf(value)} />;
}
