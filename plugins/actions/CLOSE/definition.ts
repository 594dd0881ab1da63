import { defineAction } from '@core/registry';

/** Close: the reason is required. */
export const closeAction = defineAction({
  type: 'CLOSE',
  modal: 'simple',
  loadingFlag: 'close',
  endpoint: 'close',
  reason: 'required',
  successToast: 'actions.toast.CLOSE',
});
