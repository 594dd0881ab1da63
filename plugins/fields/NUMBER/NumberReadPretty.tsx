import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import { numberText } from './normalize';

/** Props of {@link NumberReadPretty}. */
export interface NumberReadPrettyProps extends FieldReadProps<unknown> {
  unit?: string;
}

/** NUMBER read-only display: the number and its unit, '--' when empty. */
export function NumberReadPretty({ value, unit }: NumberReadPrettyProps) {
  return <ReadOnlyText text={numberText(value)} suffix={unit} />;
}
