// TRANSFER: Transfer the ticket to one user or to a group.
export { transferAction } from './definition';
