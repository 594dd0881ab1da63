// Loading data in a block: useRequest's state rendered as skeleton, load failure with Retry, empty state or data.
export {
  RequestBoundary,
  requestBoundaryView,
  requestErrorPageType,
  type RequestBoundaryProps,
  type RequestBoundaryState,
  type RequestBoundaryInfo,
  type RequestBoundaryView,
} from './request-boundary';
export { LoadMore, type LoadMoreProps } from './load-more';
export { usePagedRequest, type PagedRequestState, type PagedSnapshot, type RequestPage, type UsePagedRequestOptions } from './use-paged-request';
