// CLAIM: Claim a ticket waiting for the group (BE_PROCESSED).
export { claimAction } from './definition';
