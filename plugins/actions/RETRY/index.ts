// RETRY: Run a failed node trigger again: truthy response data is success, anything else the failure path.
export { retryAction } from './definition';
