// Shapes of the button engine and the action flow (service-desk spec §3
// "Button", §4 action buttons, modal kinds and loading flags).
import type { ActionModalKind } from '../registry';

/** A button as the server sends it (custom/butt/mdl/querybtn). */
export interface ServerButton {
  id?: string;
  /** Display name (already in the user's language). */
  name: string;
  /** `stopUsing` means disabled; any other value is enabled. */
  status: string;
  /** The action type (`COMMIT`, `CANCEL` ...). */
  extString: string;
  orderNumber: number | string;
}

/** Why a button is shown disabled. */
export type ButtonDisabledReason = 'stopUsing' | 'frozen' | 'unregistered';

/** One button of the action bar, after the engine's rules. */
export interface ActionButton {
  /** Stable key (the server id, else the type). */
  key: string;
  /** Action type as the server spells it. */
  type: string;
  name: string;
  orderNumber: number;
  disabled: boolean;
  disabledReason?: ButtonDisabledReason;
}

/** A task of an order detail's nodeIdsMap (spec §3). */
export interface ActionTaskInfo {
  taskId: string;
  assignee?: string;
  assigneeName?: string;
  status?: string;
  /** handle, approve or sign. */
  kind?: string;
  [key: string]: unknown;
}

/** The ticket an action runs on: what the page knows from the order detail / header. */
export interface ActionTicket {
  /** Empty on the create page (COMMIT then starts the ticket). */
  workOrderId?: string;
  dataStatus?: number;
  /** Version (or update time) the page loaded; checkOrderHasUpdate compares it. */
  version?: number;
  updatedTime?: number;
  isDraft?: boolean;
  processDefId?: string;
  processDefKey?: string;
  mdlDefCode?: string;
  currentNodeId?: string;
  nodeIdsMap?: Record<string, { nodeId: string; nodeName?: string; taskInfoList?: ActionTaskInfo[] }>;
}

/** What an action sends to btn/btnaction (field names of the gateway README, "Workflow backend"). */
export interface ActionInput {
  workOrderId?: string;
  /** Form values (submit, update, approve). */
  formData?: Record<string, unknown>;
  /** Reason or comment of the modal. */
  reason?: string;
  /** Target users: transfer, added assignees / approvers / endorsers / cc, processed-by handler. */
  userIds?: string[];
  /** Target group (transfer to a group, next node left to a group). */
  groupId?: string;
  /** Handlers chosen for the next node (assign modal: COMMIT, START, APPROVE_PASS). */
  assignees?: string[];
  /** ROLLBACK / ROLLBACKPROCESSEDBY target node. */
  targetNodeId?: string;
  /** HANDLE_SIGN_TASK task. */
  taskId?: string;
  /** HANDLE_SIGN_TASK: agree / disagree. */
  result?: string;
  /**
   * The ticket version the page loaded: the server refuses the action when the ticket has changed
   * since (a stale version, code 100007) instead of letting the last write win.
   */
  version?: number;
  /** Template reference when a new ticket is started. */
  processDefId?: string;
  processDefKey?: string;
}

/** A person offered by the modals (queryAssignInfo / queryRedeployInfo / queryAddAssigneeInfo). */
export interface ActionPerson {
  userId: string;
  /** Display label: `name(alias)` (spec §3 member value). */
  label: string;
  groupId?: string;
  groupName?: string;
  /** 1 normal, 2 disabled, 3 deleted. */
  status?: number;
}

export interface ActionGroup {
  groupId: string;
  groupName: string;
}

/** queryAssignInfo: who can take the next node. */
export interface AssignInfo {
  /** The ticket ends with this step (nobody to choose). */
  isEnd: boolean;
  nodeId: string;
  nodeName: string;
  /** The submitter must (or may) choose the next handlers. */
  needAssign: boolean;
  handleMode: string | null;
  isApprove: boolean;
  defaultUsers: ActionPerson[];
  userList: ActionPerson[];
  groupList: ActionGroup[];
}

/** queryRedeployInfo: transfer candidates. */
export interface RedeployInfo {
  currentHandlers: ActionPerson[];
  userList: ActionPerson[];
  groupList: ActionGroup[];
}

/** queryAddAssigneeInfo: candidates of the people pickers (endorse, cc, add assignee / approver). */
export interface AddAssigneeInfo {
  currentHandlers: ActionPerson[];
  userList: ActionPerson[];
}

/** A processed-by target (ROLLBACKPROCESSEDBY): a node and the user who completed it. */
export interface ProcessedByTarget {
  nodeId: string;
  nodeName: string;
  userId: string;
  userName: string;
}

/** What the modal of each kind is given. */
export type ModalData =
  | { kind: 'assign'; info: AssignInfo }
  | { kind: 'transfer'; info: RedeployInfo }
  | { kind: 'endorse'; info: AddAssigneeInfo }
  | { kind: 'simple'; targets?: ProcessedByTarget[] }
  | { kind: 'none' };

/** Whether a modal asks for a reason. */
export type ActionReasonMode = 'required' | 'optional';

/** A choice of the simple modal (HANDLE_SIGN_TASK agree / disagree). */
export interface ActionChoice {
  value: string;
  /** i18n key of the label. */
  label: string;
}

/** What rules see besides the input. */
export interface ActionValidationContext {
  /** The logged-in user. */
  selfId?: string;
  /** Current handlers of the ticket (from the modal data). */
  currentHandlerIds: readonly string[];
  modal: ModalData;
}

/** Page callbacks of an action run. */
export interface ActionHooks {
  /**
   * The form values to send (submit, update, approve). Resolve to `undefined`
   * when the form is invalid: the action stops (the form shows its errors).
   */
  getFormData?(): Promise<Record<string, unknown> | undefined> | Record<string, unknown> | undefined;
  /** The transfer routine: receives the result data of a submit (COMMIT). */
  transfer?(result: unknown): void;
  /** Reload the ticket (after success, or "Refresh" on a concurrent change). */
  refresh?(): void;
  /** COPY succeeded (the copy is already in storage, see plugins/actions/COPY): open the create page instead of `/orderCreate?copyFrom=`. */
  onCopied?(result: unknown): void;
}

/** The checkOrderHasUpdate answer, decided. */
export type OrderUpdateDecision = { kind: 'unchanged' } | { kind: 'changed'; updatedBy?: string; version?: number };

/** What the user chose when someone else changed the ticket. */
export type ConflictChoice = 'refresh' | 'overwrite' | 'cancel';

/** How one run ended. */
export type ActionRunStatus =
  | 'success'
  | 'failed'
  /** The user closed the modal or the confirmation. */
  | 'cancelled'
  /** "Refresh" on a concurrent change: nothing was sent. */
  | 'refreshed'
  /** Refused before anything was sent (frozen, cooldown, disabled, invalid input or form). */
  | 'blocked'
  /** The action's loading flag was already on: a double submit. */
  | 'busy'
  /**
   * The call went out but its answer was lost (timeout, network error): it may or may not have been
   * applied. The ticket is being reloaded; the action does not run on the old one again.
   */
  | 'lost';

export interface ActionRunResult {
  status: ActionRunStatus;
  /** Response data on success (and on a falsy RETRY). */
  result?: unknown;
  /** Translated message of a failure or refusal. */
  message?: string;
}

/** What the modal layer is asked to show; it answers through `submit`. */
export interface ModalRequest {
  type: string;
  kind: ActionModalKind;
  /** The button's name (modal title). */
  title: string;
  data: ModalData;
  reason?: ActionReasonMode;
  choices?: readonly ActionChoice[];
  /** Translated error of the input, or undefined when it may be sent. */
  validate(input: ActionInput): string | undefined;
  /** Sends the input; the modal closes unless the status is `failed`, `blocked` or `busy`. */
  submit(input: ActionInput): Promise<ActionRunResult>;
}

/** The dialogs the action flow needs; the React layer implements them, tests script them. */
export interface ActionUi {
  /** Shows the modal and resolves when it is closed (by submit or cancel). */
  collect(request: ModalRequest): Promise<ActionRunResult>;
  /** Asks before a confirm-kind action. */
  confirm(request: { type: string; title: string; message: string }): Promise<boolean>;
  /** Someone else changed the ticket: Refresh, Overwrite or Cancel. */
  resolveConflict(decision: Extract<OrderUpdateDecision, { kind: 'changed' }>): Promise<ConflictChoice>;
}
