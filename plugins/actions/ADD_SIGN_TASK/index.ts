// ADD_SIGN_TASK: Endorse (countersign): ask others to endorse; not the people handling the ticket; a note is required.
export { addSignTaskAction } from './definition';
