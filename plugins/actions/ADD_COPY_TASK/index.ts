// ADD_COPY_TASK: CC the ticket to people: never the same person twice, nor oneself.
export { addCopyTaskAction } from './definition';
