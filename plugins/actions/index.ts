// Built-in action plugins, as an explicit list (never registered by import side effect).
import type { ActionDefinition } from '@core/registry';
import { addApproverAction } from './ADD_APPROVER';
import { addAssigneeAction } from './ADD_ASSIGNEE';
import { addCopyTaskAction } from './ADD_COPY_TASK';
import { addKnowledgeAction } from './ADDKNOWLEDGE';
import { addSignTaskAction } from './ADD_SIGN_TASK';
import { approvePassAction } from './APPROVE_PASS';
import { approveRejectAction } from './APPROVE_REJECT';
import { claimAction } from './CLAIM';
import { closeAction } from './CLOSE';
import { commitAction } from './COMMIT';
import { commitOriginalHandlerAction } from './COMMIT_ORIGINAL_HANDLER';
import { copyAction } from './COPY';
import { getBackAction } from './GETBACK';
import { handleSignTaskAction } from './HANDLE_SIGN_TASK';
import { hangDownAction } from './HANGDOWN';
import { hangUpAction } from './HANGUP';
import { retryAction } from './RETRY';
import { rollBackAction } from './ROLLBACK';
import { rollBackProcessedByAction } from './ROLLBACKPROCESSEDBY';
import { transferAction } from './TRANSFER';
import { updateAction } from './UPDATE';
import { urgeAction } from './URGE';
import { withdrawAction } from './WITHDRAW';

export { copyTarget } from './COPY';
export { postToParent, type ParentMessage } from './shared';

/** Every built-in action (service-desk §4 action buttons); a new action is one folder and one line here. */
export const builtinActionPlugins: readonly ActionDefinition[] = [
  commitAction,
  hangUpAction,
  hangDownAction,
  urgeAction,
  transferAction,
  updateAction,
  retryAction,
  rollBackAction,
  getBackAction,
  closeAction,
  copyAction,
  claimAction,
  withdrawAction,
  approvePassAction,
  approveRejectAction,
  addSignTaskAction,
  handleSignTaskAction,
  addCopyTaskAction,
  addAssigneeAction,
  addApproverAction,
  rollBackProcessedByAction,
  commitOriginalHandlerAction,
  addKnowledgeAction,
];
