// COMMIT_ORIGINAL_HANDLER: After a roll back: send the ticket straight back to the handler who returned it.
export { commitOriginalHandlerAction } from './definition';
