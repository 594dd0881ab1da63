import { mapMemberProps, type MemberMappedProps } from '../shared/member-model';

/** Props GROUP takes from its x-props: MEMBER's, with only groups to choose. */
export type GroupMappedProps = Omit<MemberMappedProps, 'selectType'> & { selectType: 'group' };

/**
 * x-props -> picker props (form-widgets §3 "group: selectType, selectRange"):
 * MEMBER's mapping with selectType forced to group, whatever the schema says.
 */
export function mapGroupProps(xProps: Readonly<Record<string, unknown>>): GroupMappedProps {
  return { ...mapMemberProps(xProps), selectType: 'group' };
}
