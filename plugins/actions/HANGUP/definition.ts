import { defineAction } from '@core/registry';

/** Hang up: freezes the ticket (PENDING) until it is resumed. */
export const hangUpAction = defineAction({
  type: 'HANGUP',
  modal: 'simple',
  loadingFlag: 'hangUp',
  endpoint: 'hangup',
  reason: 'optional',
  successToast: 'actions.toast.HANGUP',
});
