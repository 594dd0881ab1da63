// ROLLBACKPROCESSEDBY: Return the ticket to someone who processed it earlier; who and a reason are required.
export { rollBackProcessedByAction } from './definition';
