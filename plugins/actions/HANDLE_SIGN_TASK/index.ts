// HANDLE_SIGN_TASK: Answer an endorsement request: agree or disagree, with an optional comment.
export { handleSignTaskAction } from './definition';
