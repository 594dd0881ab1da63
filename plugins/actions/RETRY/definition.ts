import { defineAction } from '@core/registry';

/** Retry: truthy response data calls the success path, anything else the failure path (spec §4). */
export const retryAction = defineAction({
  type: 'RETRY',
  modal: 'none',
  loadingFlag: 'retry',
  endpoint: 'retry',
  successToast: 'actions.toast.RETRY',
  isSuccess: (result) => Boolean(result),
  failureToast: 'actions.toast.retryFailed',
});
