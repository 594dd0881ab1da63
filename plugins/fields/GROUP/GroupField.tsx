import { MemberField, type MemberFieldProps } from '../MEMBER';

/** Props of {@link GroupField}: MEMBER's, without selectType (always group). */
export type GroupFieldProps = Omit<MemberFieldProps, 'selectType'>;

/**
 * GROUP: MEMBER's field and picker sheet choosing user groups only (user rows
 * are never listed: drilling into a group shows its sub-groups). The value is
 * a list of `{groupId, groupName, userId: '', userName: ''}` (one entry when
 * single); a stored value holding people is cleared and reported, as MEMBER does.
 */
export function GroupField(props: GroupFieldProps) {
  return <MemberField {...props} selectType="group" />;
}
