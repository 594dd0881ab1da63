// HANGUP: Hang up (freeze) the ticket, with an optional reason.
export { hangUpAction } from './definition';
