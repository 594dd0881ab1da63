// Story data of the action bar and modals, built from fixtures/: the seed
// users and groups, the incident workflow's buttons and order detail. A small
// request adapter answers the candidate queries, the concurrent-change check
// and btn/btnaction the way the fixture gateway does (in the browser, where
// the gateway itself cannot run).
import type { AdapterRequest, RequestAdapter } from '@core';
import users from '../../fixtures/seed/users.json';
import groups from '../../fixtures/seed/groups.json';
import incidentButtons from '../../fixtures/workflows/incident.buttons.json';
import incidentDetail from '../../fixtures/workflows/incident.order-detail.json';
import type { ActionTicket, ServerButton } from '@core/buttons';
import type { RuntimeOptions } from '@core';
import { builtinActionPlugins } from '@plugins/actions';

type Lang = 'zh' | 'en';

interface SeedUser {
  userId: string;
  userName: string;
  name: string;
  nameEn?: string;
  userAlias: string;
  groupId: string;
  status: number;
}
interface SeedGroup {
  groupId: string;
  groupName: string;
  groupNameEn?: string;
}

const seedUsers = (users as SeedUser[]).filter((u) => u.status === 1);
const seedGroups = groups as SeedGroup[];

function groupName(groupId: string, lang: Lang): string {
  const group = seedGroups.find((g) => g.groupId === groupId);
  return group ? (lang === 'en' ? (group.groupNameEn ?? group.groupName) : group.groupName) : '';
}

/** A user as the gateway's lists send it (publicUser). */
function person(u: SeedUser, lang: Lang) {
  return { id: u.userId, userId: u.userId, userName: u.userName, name: lang === 'en' ? (u.nameEn ?? u.name) : u.name, userAlias: u.userAlias, status: u.status, groupId: u.groupId, groupName: groupName(u.groupId, lang) };
}

/** A member value as the gateway's handler lists send it: `name(alias)`. */
function member(userId: string, lang: Lang) {
  const u = seedUsers.find((x) => x.userId === userId)!;
  const name = lang === 'en' ? (u.nameEn ?? u.name) : u.name;
  return { userId, userName: u.userAlias && u.userAlias !== name ? `${name}(${u.userAlias})` : name, groupId: u.groupId, groupName: groupName(u.groupId, lang), status: 1 };
}

/** The incident's handlers in the story: Li Si handles, the requester is Zhang San. */
const HANDLERS = ['10002'];

export interface FixtureServerOptions {
  /** queryAssignInfo: the next node needs a choice (first-line handling, a group node). @default true */
  needAssign?: boolean;
  /** checkOrderHasUpdate: someone else changed the ticket. @default false */
  changed?: boolean;
  /** Delay of every answer in ms (the spec's mock delay). @default 500 */
  latencyMs?: number;
}

const ok = (data: unknown) => ({ code: 100000, data, msg: 'success' });

function answer(path: string, lang: Lang, options: FixtureServerOptions): unknown {
  const candidates = seedUsers.filter((u) => !HANDLERS.includes(u.userId)).map((u) => person(u, lang));
  if (path.endsWith('/btn/queryAssignInfo')) {
    const l1 = seedUsers.filter((u) => u.groupId === 'g-desk-l1').map((u) => person(u, lang));
    return ok({
      isEnd: false,
      nodeId: 'Task_l1',
      nodeName: lang === 'en' ? 'First-line handling' : '一线处理',
      handleMode: 'CONDITIONAL',
      isApprove: false,
      needAssign: options.needAssign ?? true,
      defaultUsers: [member('10002', lang)],
      userList: l1,
      groupList: [{ groupId: 'g-desk-l1', groupName: groupName('g-desk-l1', lang) }],
    });
  }
  if (path.endsWith('/btn/queryRedeployInfo')) {
    return ok({ currentHandlers: HANDLERS.map((id) => member(id, lang)), userList: candidates, groupList: seedGroups.slice(0, 6).map((g) => ({ groupId: g.groupId, groupName: groupName(g.groupId, lang) })) });
  }
  if (path.endsWith('/btn/queryAddAssigneeInfo')) return ok({ currentHandlers: HANDLERS.map((id) => member(id, lang)), userList: candidates });
  if (path.endsWith('/mdl/instance/checkOrderHasUpdate')) {
    return ok(options.changed ? { hasUpdate: true, version: 7, updatedBy: member('10005', lang), changes: 1 } : { hasUpdate: false, version: 3, changes: 0 });
  }
  if (path.includes('/btn/btnaction/')) return ok({ workOrderId: incidentDetail.id, dataStatus: 0, version: 8 });
  return { code: 404, msg: `No story answer for ${path}` };
}

/** A request adapter answering like the fixture gateway, from the seed data. */
export function fixtureAdapter(options: FixtureServerOptions = {}): RequestAdapter {
  return (config: AdapterRequest) =>
    new Promise((resolve) => {
      const lang: Lang = String(config.headers?.language ?? 'zh').startsWith('en') ? 'en' : 'zh';
      const data = answer(config.url ?? '', lang, options);
      setTimeout(() => resolve({ status: 200, data }), options.latencyMs ?? 500);
    });
}

/** Runtime options of an action story (for the withRuntime decorator's `parameters.runtime`). */
export function actionRuntime(options: FixtureServerOptions & { config?: RuntimeOptions['config'] } = {}): Omit<RuntimeOptions, 'storage'> {
  return { plugins: { actions: builtinActionPlugins }, requestAdapter: fixtureAdapter(options), config: options.config };
}

/** The incident workflow's server buttons (with cancel, copy and a stopUsing urge). */
export const storyButtons = incidentButtons as ServerButton[];

/** The incident order detail as the action bar's ticket. */
export function storyTicket(overrides: Partial<ActionTicket> = {}): ActionTicket {
  return {
    workOrderId: incidentDetail.id,
    dataStatus: incidentDetail.dataStatus,
    version: 3,
    currentNodeId: incidentDetail.currentNodeId,
    processDefId: incidentDetail.processDefId,
    nodeIdsMap: {
      ...(incidentDetail.nodeIdsMap as ActionTicket['nodeIdsMap']),
      // Who processed earlier steps, with display names (ROLLBACKPROCESSEDBY).
      Task_accept: { nodeId: 'Task_accept', nodeName: '服务台受理', taskInfoList: [{ taskId: 'task-inc-0001-accept', assignee: '10002', assigneeName: '李四(Li Si)', status: 'completed', kind: 'handle' }] },
      Task_approve: { nodeId: 'Task_approve', nodeName: '主管审批', taskInfoList: [{ taskId: 'task-inc-0001-approve', assignee: '10004', assigneeName: '赵六(Zhao Liu)', status: 'completed', kind: 'approve' }] },
    },
    ...overrides,
  };
}
