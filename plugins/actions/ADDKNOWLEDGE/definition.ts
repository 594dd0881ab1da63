import { defineAction } from '@core/registry';

/** Add to knowledge base: POST /api/v2/biz/btn/btnaction/addknowledge; the entry waits for review. */
export const addKnowledgeAction = defineAction({
  type: 'ADDKNOWLEDGE',
  modal: 'none',
  loadingFlag: 'addKnowledge',
  endpoint: 'addknowledge',
  confirm: 'actions.confirm.ADDKNOWLEDGE',
  successToast: 'actions.toast.ADDKNOWLEDGE',
  // The ticket itself does not change.
  onSuccess: () => undefined,
});
