import { defineAction } from '@core/registry';

/** Resume: the only action of a frozen ticket. */
export const hangDownAction = defineAction({
  type: 'HANGDOWN',
  modal: 'none',
  loadingFlag: 'hangDown',
  endpoint: 'hangdown',
  successToast: 'actions.toast.HANGDOWN',
});
