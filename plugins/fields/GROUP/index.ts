// GROUP (user-group picker): MEMBER's picker and rules with selectType forced to group; value [{groupId, groupName, userId: '', userName: ''}].
export { groupField } from './definition';
export { GroupField, type GroupFieldProps } from './GroupField';
export { mapGroupProps, type GroupMappedProps } from './normalize';
