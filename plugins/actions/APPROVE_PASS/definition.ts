import { defineAction } from '@core/registry';
import { assignTargetRule } from '../shared';

/** Approve: optional comment; the next node's handlers are chosen as in a submit. */
export const approvePassAction = defineAction({
  type: 'APPROVE_PASS',
  modal: 'assign',
  loadingFlag: 'approvePass',
  endpoint: 'approvePass',
  withFormData: true,
  reason: 'optional',
  successToast: 'actions.toast.APPROVE_PASS',
  validateInput: assignTargetRule,
});
