import { defineAction } from '@core/registry';

/** Submit to the original handler: after a confirmation, with the form values. */
export const commitOriginalHandlerAction = defineAction({
  type: 'COMMIT_ORIGINAL_HANDLER',
  modal: 'none',
  loadingFlag: 'commitOriginalHandler',
  endpoint: 'commitOriginalHandler',
  withFormData: true,
  confirm: 'actions.confirm.COMMIT_ORIGINAL_HANDLER',
  successToast: 'actions.toast.COMMIT',
});
