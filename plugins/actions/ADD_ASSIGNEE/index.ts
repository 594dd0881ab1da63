// ADD_ASSIGNEE: Add processors to the current node; they cannot duplicate the current ones.
export { addAssigneeAction } from './definition';
