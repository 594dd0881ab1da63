// MEMBER (user / group picker; department/user picker in department mode): browse by group or department, search paged by 50, value [{groupId, groupName, userId, userName}].
export { memberField } from './definition';
export { memberTexts } from './locales';
export { MemberField, memberPickerCode, type MemberFieldProps } from './MemberField';
export type { MemberPickerHostProps } from './MemberPickerHost';
export type { MemberPickerProps } from './MemberPicker';
// Not exported here: the picker sheets and the directories (MemberPickerHost, MemberPicker, DepartmentPicker,
// createMemberDirectory, createDepartmentDirectory), loaded on first use through `memberPickerCode` (an index is what the app's lazy
// descriptor imports, and rollup keeps every export of a dynamically imported module).
export { MemberReadPretty } from './MemberReadPretty';
export type { MemberCrumb, MemberDirectory, MemberDirectoryDeps, MemberDirectoryState, MemberDirectoryTimers, MemberSearchTab } from './directory';
export * from './normalize';
export { mapMemberExtraProps, formatWorkOrderCount, memberSearchHelper, WORK_ORDER_COUNT_CAP, type MemberExtraProps } from './extras';
