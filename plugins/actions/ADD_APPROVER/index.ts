// ADD_APPROVER: Add approvers after oneself; a comment is required; not people processing the ticket.
export { addApproverAction } from './definition';
