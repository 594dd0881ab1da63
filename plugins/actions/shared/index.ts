// Helpers shared by the action plugins.
export { postToParent, type ParentMessage } from './parent';
export { assignTargetRule } from './rules';
