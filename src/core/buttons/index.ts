// Button engine and action flow (barrel: re-exports only).
export * from './types';
export { buildActionButtons, isFrozen, isOperable, splitOverflow, CANCEL_ACTION, COPY_ACTION, RESUME_ACTION, type ButtonEngineOptions } from './engine';
export { createActionState, LOADING_FLAGS, type ActionState, type LoadingFlag } from './state';
export * from './rules';
export { URGE_COOLDOWN_MS, URGE_STORAGE_KEY, recordUrge, sendUrge, urgeWaitMs } from './urge';
export {
  actionBody,
  btnActionPath,
  checkOrderHasUpdate,
  decideOrderUpdate,
  isVersionConflict,
  postAction,
  processedByTargets,
  queryAddAssigneeInfo,
  queryAssignInfo,
  queryRedeployInfo,
  templateRef,
  toPerson,
  VERSION_CONFLICT_CODE,
} from './queries';
export { createActionController, modalQueryFlag, refreshTicket, type ActionController, type ActionControllerHost } from './controller';
