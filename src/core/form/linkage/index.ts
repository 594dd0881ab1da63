// Linkage engine: server triggerMaps and local dynamic rules compiled into field-state patches.
export * from './types';
export * from './paths';
export { mergePatches, isEmptyPatch } from './patch';
export { compileTriggerMap, resolveTarget, type LinkageTarget } from './compile';
export * from './conditions';
export * from './local-rules';
export * from './cascade';
export * from './engine';
export * from './request';
export * from './schema';
