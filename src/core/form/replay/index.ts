// QA replays: run recorded form sessions (fixtures/replays/*.replay.json) against the headless form runtime and diff the field states.
export * from './types';
export * from './run';
export * from './field-types';
export * from './merge-patch';
export * from './options';
export { deepEqual, showValue } from './compare';
export * from './format';
