// Test helpers for the workflow backend: a gateway with no seed tickets,
// tokens of the demo users, and typed shortcuts for the ticket calls.
import { callHandler, createGateway, isGatewayError, loginAs, type GatewayOptions } from '../../../../fixtures/gateway/index';

export const USERS = { zhangsan: '10001', lisi: '10002', wangwu: '10003', zhaoliu: '10004', sunqi: '10005', guest: '10006', zhouba: '10007', qianer: '10011' } as const;
export type DemoUser = keyof typeof USERS;

export interface Button {
  id: string;
  name: string;
  status: 'enable' | 'stopUsing';
  extString: string;
  orderNumber: number;
}

export interface ActionSummary {
  workOrderId: string;
  preNum: string;
  dataStatus: number;
  currentNodeId: string;
  currentNodeName: string;
  handlerIds: string[];
  isApprove: boolean;
  version: number;
}

export interface Detail {
  id: string;
  currentNodeId: string;
  processDefId: string;
  processInstanceId: string;
  formDataInfo: { properties: Record<string, unknown> };
  nodeIdsMap: Record<string, { nodeId: string; taskInfoList: Array<{ taskId: string; assignee: string; status: string; kind: string }> }>;
  formData: Record<string, unknown>;
  dataStatus: number;
  isApprove: boolean;
  currentVersionNodeList: Array<{ nodeId: string; hangUpDictId: string }>;
  readOnlyflag: boolean;
  mdlDefCode: string;
  version: number;
}

export const INCIDENT = 'proc-incident:3:90017';

/** A workflow test bench: one gateway, tokens per user, call shortcuts. */
export async function bench(options: GatewayOptions = {}) {
  const gateway = createGateway({ latencyMs: 0, seed: { workOrders: [] }, ...options });
  const tokens = new Map<DemoUser, string>();
  const token = async (user: DemoUser): Promise<string> => {
    if (!tokens.has(user)) tokens.set(user, await loginAs(gateway, user));
    return tokens.get(user)!;
  };
  const call = async <T = unknown>(user: DemoUser, method: 'GET' | 'POST', path: string, body?: unknown, language?: string): Promise<T> =>
    callHandler<T>(gateway, method, path, { token: await token(user), body, ...(language ? { language } : {}) });
  const act = <T = ActionSummary>(user: DemoUser, action: string, body: Record<string, unknown>, language?: string) => call<T>(user, 'POST', `/api/v2/biz/btn/btnaction/${action}`, body, language);
  /** Enabled button types (CANCEL and COPY included, as the server sends them). */
  const buttons = async (user: DemoUser, workOrderId: string, language?: string) => call<Button[]>(user, 'POST', '/api/v2/biz/custom/butt/mdl/querybtn', { workOrderId, pageType: 'H5' }, language);
  const types = async (user: DemoUser, workOrderId: string) => (await buttons(user, workOrderId)).filter((b) => b.status === 'enable').map((b) => b.extString);
  const detail = async (user: DemoUser, workOrderId: string) => call<Detail>(user, 'GET', `/api/v2/biz/mdl/instance/body/get/${workOrderId}`);
  const list = async (user: DemoUser, listType: string) =>
    (await call<{ records: Array<{ workOrderId: string; dataStatus: number; preNum: string; title: string }> }>(user, 'POST', '/api/v2/biz/h5workOrder/list', { listType, pageSize: 100 })).records;
  return { gateway, token, call, act, buttons, types, detail, list, close: () => gateway.close() };
}

export type Bench = Awaited<ReturnType<typeof bench>>;

/** The GatewayError a call rejects with (fails the test when it resolves). */
export async function failure(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isGatewayError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A valid incident form (urgency high: the gateway routes it to second line). */
export function incidentForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: '打印机无法连接网络',
    reporter: [{ userId: USERS.zhangsan, userName: '张三(Zhang San)', groupId: '', groupName: '' }],
    urgentLevel: '2',
    impact: 'impact-dept',
    description: '<p>三楼打印机无法连接。</p>',
    ...overrides,
  };
}
