import { ReadOnlyText } from '../shared/read-only';
import { textOf } from '../shared/text';
import type { FieldReadProps } from '../shared/types';

/** TEXTAREA read-only display: the text with its line breaks, '--' when empty. */
export function TextareaReadPretty({ value }: FieldReadProps<unknown>) {
  return <ReadOnlyText text={textOf(value)} multiline />;
}
