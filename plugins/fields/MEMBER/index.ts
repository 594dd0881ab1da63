// MEMBER (user / group picker): browse by group, search paged by 50, value [{groupId, groupName, userId, userName}].
export { memberField } from './definition';
export { memberTexts } from './locales';
export { MemberField, type MemberFieldProps } from './MemberField';
export { MemberPicker, type MemberPickerProps } from './MemberPicker';
export { MemberReadPretty } from './MemberReadPretty';
export * from './directory';
export * from './normalize';
