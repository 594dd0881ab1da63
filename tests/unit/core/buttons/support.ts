// Action tests against the fixture gateway in process: a request adapter that
// dispatches to the gateway's handler table (same routing, auth, envelope and
// state machine as over HTTP), one runtime per demo user, and a scripted
// ActionUi standing in for the modals.
import { callHandler, createGateway, loginAs, type Gateway, type GatewayOptions } from '../../../../fixtures/gateway/index';
import { dispatch } from '../../../../fixtures/gateway/router';
import type { QueryValue } from '../../../../fixtures/gateway/types';
import type { Ticket } from '../../../../fixtures/gateway/workflow/types';
import {
  createActionController,
  createMemoryStorage,
  createRuntime,
  type ActionController,
  type ActionHooks,
  type ActionInput,
  type ActionRunResult,
  type ActionTicket,
  type ActionUi,
  type ConflictChoice,
  type HostAdapter,
  type KeyValueStorage,
  type LoginInfo,
  type ModalRequest,
  type RequestAdapter,
  type Runtime,
  type RuntimeEvents,
  type ServerButton,
} from '@core';
import { builtinActionPlugins } from '@plugins/actions';
import { lazyActionPlugins } from '@plugins/actions/lazy';

/** A request transport into the gateway's handlers. */
export function gatewayAdapter(gateway: Gateway): RequestAdapter {
  return async (config) => {
    const { headers } = config;
    const query: Record<string, QueryValue> = {};
    for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) query[key] = String(value);
    }
    const raw = config.data;
    const result = await dispatch(
      { routes: gateway.handlers, store: gateway.store, aesKey: gateway.aesKey, apiBase: gateway.apiBase },
      {
        method: (config.method ?? 'get').toUpperCase(),
        path: config.url ?? '',
        query,
        body: typeof raw === 'string' && raw ? (JSON.parse(raw) as unknown) : raw,
        authorization: headers.Authorization,
        language: headers.language,
      },
    );
    return { status: result.status, data: result.body };
  };
}

const watched = ['toast:show', 'action:start', 'action:success', 'action:fail', 'order:refresh', 'router:navigate', 'request:error'] as const;
type Watched = (typeof watched)[number];

/** Demo users of the seed (fixtures/seed/users.json). */
export const USERS = {
  zhangsan: '10001',
  lisi: '10002',
  wangwu: '10003',
  zhaoliu: '10004',
  sunqi: '10005',
  zhouba: '10007',
  qianer: '10011',
} as const;
export type DemoUser = keyof typeof USERS;

/** What the scripted modal does. */
export interface UiScript {
  /** The modal's input; `null` = the user cancels. @default {} */
  input?: ActionInput | null;
  /** Answer to a confirmation. @default true */
  confirm?: boolean;
  /** Answer to a concurrent change. @default 'overwrite' */
  conflict?: ConflictChoice;
}

/** A scripted ActionUi that records what it was shown. */
export function scriptedUi(script: UiScript = {}): ActionUi & { modals: ModalRequest[]; confirms: string[]; conflicts: unknown[]; errors: string[] } {
  const modals: ModalRequest[] = [];
  const confirms: string[] = [];
  const conflicts: unknown[] = [];
  const errors: string[] = [];
  return {
    modals,
    confirms,
    conflicts,
    errors,
    async collect(request) {
      modals.push(request);
      if (script.input === null) return { status: 'cancelled' };
      const input = script.input ?? {};
      // Like the modal: an invalid input is shown inline and nothing is sent.
      const error = request.validate(input);
      if (error) {
        errors.push(error);
        return { status: 'blocked', message: error };
      }
      return request.submit(input);
    },
    async confirm(request) {
      confirms.push(request.message);
      return script.confirm ?? true;
    },
    async resolveConflict(decision) {
      conflicts.push(decision);
      return script.conflict ?? 'overwrite';
    },
  };
}

export interface RunOptions extends UiScript {
  hooks?: ActionHooks;
  /** Ticket overrides (e.g. an older version). */
  ticket?: Partial<ActionTicket>;
  /** Run without looking for the button in querybtn (for refusals). */
  skipButtonCheck?: boolean;
}

export interface Actor {
  userId: string;
  runtime: Runtime;
  storage: KeyValueStorage;
  controller: ActionController;
  events: { [K in Watched]: RuntimeEvents[K][] };
  /** Messages posted to the parent window. */
  posted: Record<string, unknown>[];
  /** Order detail as this user sees it. */
  detail(id: string): Promise<Record<string, unknown> & { dataStatus: number; version: number; currentNodeId: string }>;
  /** Server buttons this user gets for the ticket. */
  buttons(id: string): Promise<ServerButton[]>;
  ticket(id: string): Promise<ActionTicket>;
  /** Runs an action through the controller with a scripted UI. */
  run(type: string, id: string, options?: RunOptions): Promise<ActionRunResult & { ui: ReturnType<typeof scriptedUi> }>;
  /** Success / error toast messages so far. */
  toasts(type?: 'success' | 'error'): string[];
}

export interface Scenario {
  gateway: Gateway;
  /** `lazyActions`: the actions are registered as the app does, loaded when a bar first shows them. */
  as(user: DemoUser, options?: { language?: 'zh' | 'en'; host?: HostAdapter; lazyActions?: boolean }): Promise<Actor>;
  /** The requester (zhangsan) starts an incident; it lands at Task_accept with lisi. */
  startIncident(formData?: Record<string, unknown>): Promise<string>;
  /** A btn/btnaction call straight to the gateway (setting up a state, not under test). */
  act(user: DemoUser, endpoint: string, body: Record<string, unknown>): Promise<unknown>;
  /** The gateway's stored ticket (for assertions). */
  stored(id: string): Ticket;
  /** An incident at the approval node (Task_approve, zhaoliu). */
  atApproval(): Promise<string>;
  /** An incident at first-line handling (Task_l1, lisi) after the approval. */
  atFirstLine(): Promise<string>;
}

export function createScenario(options: GatewayOptions = {}): Scenario {
  const gateway = createGateway({ latencyMs: 0, ...options });
  const scenario: Scenario = {
    gateway,
    async as(user, { language = 'zh', host, lazyActions = false } = {}) {
      const token = await loginAs(gateway, user);
      const login = await callHandler<LoginInfo>(gateway, 'GET', '/api/v2/base/menuPermission/login', { token, language });
      const storage = createMemoryStorage({ token, language, loginInfo: JSON.stringify(login) });
      const posted: Record<string, unknown>[] = [];
      const runtime = createRuntime({
        plugins: lazyActions ? { lazyActions: lazyActionPlugins } : { actions: builtinActionPlugins },
        storage,
        requestAdapter: gatewayAdapter(gateway),
        host: { currentHref: () => 'http://localhost/orderDetails', assign: () => undefined, postToParent: (message) => void posted.push(message), ...host },
      });
      const events = Object.fromEntries(watched.map((name) => [name, []])) as unknown as Actor['events'];
      for (const name of watched) runtime.bus.on(name, (payload) => (events[name] as unknown[]).push(payload));
      const controller = createActionController(runtime);
      const call = <T>(method: string, path: string, body?: unknown) => callHandler<T>(gateway, method, path, { token, body, language });
      const actor: Actor = {
        userId: USERS[user],
        runtime,
        storage,
        controller,
        events,
        posted,
        detail: (id) => call('GET', `/api/v2/biz/mdl/instance/body/get/${id}`),
        buttons: (id) => call('POST', '/api/v2/biz/custom/butt/mdl/querybtn', { workOrderId: id }),
        async ticket(id) {
          const d = await actor.detail(id);
          return {
            workOrderId: id,
            dataStatus: d.dataStatus,
            version: d.version,
            isDraft: d.isDraft === true,
            currentNodeId: d.currentNodeId,
            processDefKey: String(d.processDefKey ?? ''),
            nodeIdsMap: d.nodeIdsMap as ActionTicket['nodeIdsMap'],
          };
        },
        async run(type, id, options = {}) {
          const ticket = { ...(await actor.ticket(id)), ...options.ticket };
          const ui = scriptedUi(options);
          let button: Parameters<ActionController['run']>[0] = type;
          if (!options.skipButtonCheck) {
            const found = controller.buttons(await actor.buttons(id), ticket).find((b) => b.type === type);
            if (!found) throw new Error(`${user} has no ${type} button on ${id}`);
            button = found;
          }
          const result = await controller.run(button, ticket, options.hooks ?? {}, ui);
          return { ...result, ui };
        },
        toasts: (type) => events['toast:show'].filter((t) => !type || t.type === type).map((t) => t.message),
      };
      return actor;
    },
    async startIncident(formData = { title: 'Printer on floor 3 is jammed', urgentLevel: 1 }) {
      const token = await loginAs(gateway, 'zhangsan');
      const started = await callHandler<{ workOrderId: string }>(gateway, 'POST', '/api/v2/biz/btn/btnaction/start', {
        token,
        body: { processDefKey: 'proc-incident', formData },
      });
      return started.workOrderId;
    },
    async act(user, endpoint, body) {
      const token = await loginAs(gateway, user);
      return callHandler(gateway, 'POST', `/api/v2/biz/btn/btnaction/${endpoint}`, { token, body });
    },
    stored(id) {
      const ticket = gateway.store.data.workflow?.tickets[id];
      if (!ticket) throw new Error(`no ticket ${id}`);
      return ticket;
    },
    async atApproval() {
      const id = await scenario.startIncident();
      await scenario.act('lisi', 'commit', { workOrderId: id });
      return id;
    },
    async atFirstLine() {
      const id = await scenario.atApproval();
      await scenario.act('zhaoliu', 'approvePass', { workOrderId: id, assignees: [USERS.lisi] });
      return id;
    },
  };
  return scenario;
}
