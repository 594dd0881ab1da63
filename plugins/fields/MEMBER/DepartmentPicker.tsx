import { useT } from '@react';
import type { MemberDirectory } from './directory';
import { MemberPicker, type MemberPickerProps } from './MemberPicker';

/** Props of {@link DepartmentPicker}: the member picker's, people only. */
export interface DepartmentPickerProps extends Omit<MemberPickerProps, 'selectType' | 'rootLabel' | 'searchPlaceholder' | 'directory'> {
  /** A department directory (`createDepartmentDirectory`). */
  directory: MemberDirectory;
}

/**
 * The department/user picker (form-widgets §2, §4): the member picker's sheet on the organisation
 * structure (root "Organisation structure", departments drill down, breadcrumbs back), people only:
 * departments are opened, never chosen, and only users of status 1 can be ticked (the others show why).
 * In security mode it lists nothing until a keyword is typed.
 */
export function DepartmentPicker(props: DepartmentPickerProps) {
  const t = useT();
  return <MemberPicker {...props} selectType="person" rootLabel={t('member.orgRoot')} searchPlaceholder={t('member.searchUsersPlaceholder')} />;
}
