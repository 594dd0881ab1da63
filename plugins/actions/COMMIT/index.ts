// COMMIT: Submit: sends the form to the next node (start for a new ticket or a draft); the result goes on to the page's transfer routine.
export { commitAction } from './definition';
