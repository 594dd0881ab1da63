import { ReadOnlyText } from '../read-only';
import type { FieldReadProps } from '../types';
import { toCiItems } from './model';

/** Read-only display of a CI picker's value: the CIs' names joined by ', ', '--' when none. */
export function CiReadPretty({ value }: FieldReadProps<unknown>) {
  return <ReadOnlyText text={toCiItems(value).map((item) => item.ciName).join(', ')} />;
}
