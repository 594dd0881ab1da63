// React bindings of the runtime (barrel: re-exports only).
export { RuntimeProvider, useRuntime, useLanguage, useT, pickText, type RuntimeProviderProps, type LocalizedText } from './runtime/runtime-provider';
export { useRequest, toRequestError, type RequestState, type UseRequestOptions } from './hooks/use-request';
export * from './request';
export { useConfirm, type ConfirmOptions } from './hooks/use-confirm';
export { useDates, type DateFormatters } from './hooks/use-dates';
export * from './json-page';
export * from './feedback';
export * from './form';
export * from './actions';
export * from './tabs';
export * from './link';
export * from './a11y';
