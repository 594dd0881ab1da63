// The built-in actions as lazy descriptors: an action is known by its type and its code (its folder, a
// chunk of its own) loads when a ticket action bar first needs it (issue 14: a page downloads only what it shows).
// Keep in step with `builtinActionPlugins` in ./index.ts (a test checks).
import type { ActionDefinition, LazyPlugin } from '@core/registry';

/** Every built-in action, loaded on first use (`createRuntime({ plugins: { lazyActions: lazyActionPlugins } })`). */
export const lazyActionPlugins: ReadonlyArray<LazyPlugin<ActionDefinition>> = [
  { type: 'COMMIT', load: () => import('./COMMIT').then((m) => m.commitAction) },
  { type: 'HANGUP', load: () => import('./HANGUP').then((m) => m.hangUpAction) },
  { type: 'HANGDOWN', load: () => import('./HANGDOWN').then((m) => m.hangDownAction) },
  { type: 'URGE', load: () => import('./URGE').then((m) => m.urgeAction) },
  { type: 'TRANSFER', load: () => import('./TRANSFER').then((m) => m.transferAction) },
  { type: 'UPDATE', load: () => import('./UPDATE').then((m) => m.updateAction) },
  { type: 'RETRY', load: () => import('./RETRY').then((m) => m.retryAction) },
  { type: 'ROLLBACK', load: () => import('./ROLLBACK').then((m) => m.rollBackAction) },
  { type: 'GETBACK', load: () => import('./GETBACK').then((m) => m.getBackAction) },
  { type: 'CLOSE', load: () => import('./CLOSE').then((m) => m.closeAction) },
  { type: 'COPY', load: () => import('./COPY').then((m) => m.copyAction) },
  { type: 'CLAIM', load: () => import('./CLAIM').then((m) => m.claimAction) },
  { type: 'WITHDRAW', load: () => import('./WITHDRAW').then((m) => m.withdrawAction) },
  { type: 'APPROVE_PASS', load: () => import('./APPROVE_PASS').then((m) => m.approvePassAction) },
  { type: 'APPROVE_REJECT', load: () => import('./APPROVE_REJECT').then((m) => m.approveRejectAction) },
  { type: 'ADD_SIGN_TASK', load: () => import('./ADD_SIGN_TASK').then((m) => m.addSignTaskAction) },
  { type: 'HANDLE_SIGN_TASK', load: () => import('./HANDLE_SIGN_TASK').then((m) => m.handleSignTaskAction) },
  { type: 'ADD_COPY_TASK', load: () => import('./ADD_COPY_TASK').then((m) => m.addCopyTaskAction) },
  { type: 'ADD_ASSIGNEE', load: () => import('./ADD_ASSIGNEE').then((m) => m.addAssigneeAction) },
  { type: 'ADD_APPROVER', load: () => import('./ADD_APPROVER').then((m) => m.addApproverAction) },
  { type: 'ROLLBACKPROCESSEDBY', load: () => import('./ROLLBACKPROCESSEDBY').then((m) => m.rollBackProcessedByAction) },
  { type: 'COMMIT_ORIGINAL_HANDLER', load: () => import('./COMMIT_ORIGINAL_HANDLER').then((m) => m.commitOriginalHandlerAction) },
  { type: 'ADDKNOWLEDGE', load: () => import('./ADDKNOWLEDGE').then((m) => m.addKnowledgeAction) },
];
