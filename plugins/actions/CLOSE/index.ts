// CLOSE: Close the ticket; a reason is required.
export { closeAction } from './definition';
