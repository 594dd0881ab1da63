import { defineAction } from '@core/registry';

/** Take back: after a confirmation. */
export const getBackAction = defineAction({
  type: 'GETBACK',
  modal: 'none',
  loadingFlag: 'getBack',
  endpoint: 'getback',
  confirm: 'actions.confirm.GETBACK',
  successToast: 'actions.toast.GETBACK',
});
