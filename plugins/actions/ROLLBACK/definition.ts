import { defineAction } from '@core/registry';

/** Roll back: returns the ticket one step; the reason is required ("back successfully"). */
export const rollBackAction = defineAction({
  type: 'ROLLBACK',
  modal: 'simple',
  loadingFlag: 'rollBack',
  endpoint: 'rollback',
  reason: 'required',
  successToast: 'actions.toast.ROLLBACK',
});
