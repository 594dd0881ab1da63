// ADD_GROUP: the titled nested container (SchemaForm renders it; AddGroup serves other hosts).
export { addGroupField } from './definition';
export { groupTexts } from './locales';
export { AddGroup, type AddGroupProps } from './AddGroup';
