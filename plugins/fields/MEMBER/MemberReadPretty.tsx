import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import { memberText } from './normalize';

/** MEMBER read-only display: `name(alias)` of each user (group names for groups) joined by '/', '--' when empty. */
export function MemberReadPretty({ value }: FieldReadProps<unknown>) {
  return <ReadOnlyText text={memberText(value)} />;
}
