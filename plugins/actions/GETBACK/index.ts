// GETBACK: Take back a ticket one just moved on, before anybody touched it.
export { getBackAction } from './definition';
