// HANGDOWN: Resume (unfreeze) a hung-up ticket: the only action a frozen ticket offers.
export { hangDownAction } from './definition';
