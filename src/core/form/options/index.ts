// Option sources of select-like fields: x-props reading, loading, paging, search, linkage patches, pruning.
export * from './constants';
export * from './config';
export * from './dedupe';
export * from './map';
export * from './paging';
export * from './patch';
export * from './source';
