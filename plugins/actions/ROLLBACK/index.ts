// ROLLBACK: Return the ticket to the previous step; a reason is required.
export { rollBackAction } from './definition';
