// Feedback screens and toasts: error pages, empty states, notices, the toast stack.
export { ErrorPage, errorPageTypes, isErrorPageType, resolveErrorPageType } from './error-page';
export type { ErrorPageProps, ErrorPageType } from './error-page';
export { EmptyState, emptyStateKinds } from './empty-state';
export type { EmptyStateKind, EmptyStateProps } from './empty-state';
export { FeatureNotEnabled } from './feature-not-enabled';
export type { FeatureNotEnabledProps } from './feature-not-enabled';
export { NoPermission } from './no-permission';
export type { NoPermissionProps } from './no-permission';
export { ToastHost } from './toast-host';
export type { ToastHostProps } from './toast-host';
export {
  bindToastBus,
  createToastStore,
  pushToast,
  removeToast,
  DEFAULT_TOAST_DURATION,
  DEFAULT_TOAST_MAX,
} from './toast-store';
export type { ToastItem, ToastStore, ToastStoreOptions, ToastTimers } from './toast-store';
export { FeedbackProvider, feedbackEnvironmentFromConfig, useFeedbackEnvironment } from './feedback-context';
export type { FeedbackEnvironment } from './feedback-context';
export { FeedbackScreen } from './feedback-screen';
export type { FeedbackScreenProps } from './feedback-screen';
export { Illustration } from './illustrations';
export type { IllustrationName } from './illustrations';
export { blockTextSchema, pickBlockText, useBlockText } from './block-text';
export type { BlockText } from './block-text';
export { CodeLoading } from './code-loading';
export type { CodeLoadingProps } from './code-loading';
