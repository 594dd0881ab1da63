// Field keys are data: the rule for a valid one, and prototype-less records to keep values by key.
export * from './field-key';
export * from './records';
