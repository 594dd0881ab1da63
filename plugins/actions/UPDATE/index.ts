// UPDATE: Save the form without moving the ticket; tells an embedding parent window how it went.
export { updateAction } from './definition';
