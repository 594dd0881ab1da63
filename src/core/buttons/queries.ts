// The calls around an action (service-desk §7 "Order actions"): the
// btn/btnaction call itself, the candidate queries of the modals and the
// concurrent-change check. Responses are normalised into the engine's shapes.
import { idempotencyKeyOf } from '../request/idempotency';
import type { RequestClient, RequestOptions } from '../request/types';
import type { ActionGroup, ActionInput, ActionPerson, ActionTicket, AddAssigneeInfo, AssignInfo, OrderUpdateDecision, ProcessedByTarget, RedeployInfo } from './types';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** `name(alias)` from a user record; lists may send a display name or only the account name. */
export function toPerson(record: Json): ActionPerson | undefined {
  const userId = text(record.userId) || text(record.id);
  if (!userId) return undefined;
  const name = text(record.name);
  const alias = text(record.userAlias);
  const formatted = text(record.userName);
  // A ready-made `name(alias)` whose alias repeats the name (English names) reads better once.
  const repeated = /^(.+)\((\1)\)$/.exec(formatted);
  const label = name ? (alias && alias !== name ? `${name}(${alias})` : name) : (repeated ? repeated[1]! : formatted) || userId;
  const person: ActionPerson = { userId, label };
  if (text(record.groupId)) person.groupId = text(record.groupId);
  if (text(record.groupName)) person.groupName = text(record.groupName);
  if (typeof record.status === 'number') person.status = record.status;
  return person;
}

function people(value: unknown): ActionPerson[] {
  const byId = new Map<string, ActionPerson>();
  for (const record of list(value)) {
    const person = toPerson(record);
    if (person && !byId.has(person.userId)) byId.set(person.userId, person);
  }
  return [...byId.values()];
}

function groups(value: unknown): ActionGroup[] {
  return list(value)
    .map((g) => ({ groupId: text(g.groupId) || text(g.id), groupName: text(g.groupName) || text(g.name) }))
    .filter((g) => g.groupId);
}

/** The btn/btnaction path of an action. */
export function btnActionPath(request: RequestClient, endpoint: string): string {
  return request.path('business', `btn/btnaction/${endpoint}`);
}

/** The JSON body of an action: the input without empty entries. */
export function actionBody(input: ActionInput): Json {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)));
}

/**
 * The idempotency key of an action: its path and body (ticket, the version the page loaded, the
 * modal's input, or for a start the template and the form). Pressing Confirm again after a lost
 * answer, the outbox's replay and a second tab sending the same content carry the same key, so the
 * server applies the intent once (see request/idempotency.ts).
 */
export function actionKey(request: RequestClient, endpoint: string, input: ActionInput): string {
  return idempotencyKeyOf(['POST', btnActionPath(request, endpoint), actionBody(input)]);
}

/** POST btn/btnaction/{endpoint} with the action's idempotency key ({@link actionKey}, unless the caller gives one); resolves to the response data. */
export function postAction(request: RequestClient, endpoint: string, input: ActionInput, options?: RequestOptions): Promise<unknown> {
  const idempotencyKey = options?.idempotencyKey ?? actionKey(request, endpoint, input);
  return request.post(btnActionPath(request, endpoint), actionBody(input), { ...options, idempotencyKey });
}

/** The template reference of a ticket that does not exist yet. */
export function templateRef(ticket: ActionTicket): Pick<ActionInput, 'processDefId' | 'processDefKey'> {
  const ref: Pick<ActionInput, 'processDefId' | 'processDefKey'> = {};
  if (ticket.processDefId) ref.processDefId = ticket.processDefId;
  if (ticket.processDefKey) ref.processDefKey = ticket.processDefKey;
  return ref;
}

/** POST btn/queryAssignInfo: candidates for the node the submit leads to. */
export async function queryAssignInfo(request: RequestClient, ticket: ActionTicket, formData?: Record<string, unknown>): Promise<AssignInfo> {
  const body = ticket.workOrderId ? { workOrderId: ticket.workOrderId, formData } : { ...templateRef(ticket), formData };
  const data = await request.post(request.path('business', 'btn/queryAssignInfo'), body);
  const d = isRecord(data) ? data : {};
  return {
    isEnd: d.isEnd === true,
    nodeId: text(d.nodeId),
    nodeName: text(d.nodeName),
    needAssign: d.needAssign === true,
    handleMode: text(d.handleMode) || null,
    isApprove: d.isApprove === true,
    defaultUsers: people(d.defaultUsers),
    userList: people(d.userList),
    groupList: groups(d.groupList),
  };
}

/** POST btn/queryRedeployInfo: transfer candidates. */
export async function queryRedeployInfo(request: RequestClient, workOrderId: string): Promise<RedeployInfo> {
  const data = await request.post(request.path('business', 'btn/queryRedeployInfo'), { workOrderId });
  const d = isRecord(data) ? data : {};
  return { currentHandlers: people(d.currentHandlers), userList: people(d.userList), groupList: groups(d.groupList) };
}

/** POST btn/queryAddAssigneeInfo: candidates of the people pickers. */
export async function queryAddAssigneeInfo(request: RequestClient, workOrderId: string): Promise<AddAssigneeInfo> {
  const data = await request.post(request.path('business', 'btn/queryAddAssigneeInfo'), { workOrderId });
  const d = isRecord(data) ? data : {};
  return { currentHandlers: people(d.currentHandlers), userList: people(d.userList) };
}

/**
 * The decision on a checkOrderHasUpdate answer: `changed` when the server says
 * someone else changed the ticket since the loaded version (a bare `true`
 * counts too, as older servers answer).
 */
export function decideOrderUpdate(data: unknown): OrderUpdateDecision {
  if (data === true) return { kind: 'changed' };
  if (!isRecord(data) || data.hasUpdate !== true) return { kind: 'unchanged' };
  const by = isRecord(data.updatedBy) ? toPerson(data.updatedBy) : undefined;
  const decision: OrderUpdateDecision = { kind: 'changed' };
  if (by) decision.updatedBy = by.label;
  if (typeof data.version === 'number') decision.version = data.version;
  return decision;
}

/** POST mdl/instance/checkOrderHasUpdate with the version the page loaded. */
export async function checkOrderHasUpdate(request: RequestClient, ticket: ActionTicket): Promise<OrderUpdateDecision> {
  if (!ticket.workOrderId || (ticket.version === undefined && ticket.updatedTime === undefined)) return { kind: 'unchanged' };
  const body: Json = { workOrderId: ticket.workOrderId };
  if (ticket.version !== undefined) body.version = ticket.version;
  if (ticket.updatedTime !== undefined) body.updatedTime = ticket.updatedTime;
  return decideOrderUpdate(await request.post(request.path('business', 'mdl/instance/checkOrderHasUpdate'), body));
}

/**
 * Business code of a refused stale version: the action carried the version its page loaded and
 * someone changed the ticket since (the fixture gateway's 100007; see its README, "Actions").
 */
export const VERSION_CONFLICT_CODE = 100007;

/** Whether a failed call is the server refusing a stale version. */
export function isVersionConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && String((error as { code?: unknown }).code) === String(VERSION_CONFLICT_CODE);
}

/**
 * Who changed the ticket and its current version, after the server refused a stale version: the
 * checkOrderHasUpdate answer read as a change whatever its `hasUpdate` says (the action was refused,
 * so there was one). Silent; without an answer the decision names nobody and no version.
 */
export async function currentOrderChange(request: RequestClient, ticket: ActionTicket): Promise<Extract<OrderUpdateDecision, { kind: 'changed' }>> {
  if (!ticket.workOrderId) return { kind: 'changed' };
  let data: unknown;
  try {
    data = await request.post(request.path('business', 'mdl/instance/checkOrderHasUpdate'), { workOrderId: ticket.workOrderId, version: ticket.version }, { silent: true });
  } catch {
    return { kind: 'changed' };
  }
  const decision = decideOrderUpdate(data);
  if (decision.kind === 'changed') return decision;
  return isRecord(data) && typeof data.version === 'number' ? { kind: 'changed', version: data.version } : { kind: 'changed' };
}

/**
 * Who the ticket can be returned to (ROLLBACKPROCESSEDBY): each completed
 * handling task of another node, one entry per node and user, from the order
 * detail's nodeIdsMap.
 */
export function processedByTargets(ticket: ActionTicket): ProcessedByTarget[] {
  const targets: ProcessedByTarget[] = [];
  for (const node of Object.values(ticket.nodeIdsMap ?? {})) {
    if (!node || node.nodeId === ticket.currentNodeId) continue;
    for (const task of node.taskInfoList ?? []) {
      if (task.status !== 'completed' || (task.kind !== undefined && task.kind !== 'handle' && task.kind !== 'approve') || !task.assignee) continue;
      if (targets.some((t) => t.nodeId === node.nodeId && t.userId === task.assignee)) continue;
      targets.push({ nodeId: node.nodeId, nodeName: node.nodeName ?? node.nodeId, userId: task.assignee, userName: task.assigneeName ?? task.assignee });
    }
  }
  return targets;
}
