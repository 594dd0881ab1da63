// APPROVE_REJECT: Reject: the ticket returns to the requester; a reason is required.
export { approveRejectAction } from './definition';
