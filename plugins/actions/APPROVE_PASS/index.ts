// APPROVE_PASS: Approve: an optional comment and, when the next node needs it, its handlers.
export { approvePassAction } from './definition';
