// WITHDRAW: The requester withdraws the ticket back to unsubmitted, with an optional reason.
export { withdrawAction } from './definition';
