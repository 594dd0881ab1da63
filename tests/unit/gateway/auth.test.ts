import { afterEach, describe, expect, it } from 'vitest';
import { callHandler, GatewayError, type Gateway } from '../../../fixtures/gateway/index';
import { api, loginAs, testGateway } from './helpers';

let gateway: Gateway;
afterEach(async () => {
  await gateway?.close();
});

describe('gateway envelope and auth', () => {
  it('wraps data as { code: 100000, data, msg } and serves the web config without a token', async () => {
    gateway = testGateway();
    const res = await api(gateway, 'GET', '/api/v2/base/webConfig');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(100000);
    expect(res.body.msg).toBe('success');
    const web = (res.body.data as { dosm: { web: Record<string, unknown> } }).dosm.web;
    expect(web.uploadTimeout).toBe(300000);
    // The demo users (handlers and approvers too) get in from a desktop browser: `npm start` is opened there first.
    expect(web.isH5).toBe(true);
    expect(web.bottomMenu).toEqual([
      expect.objectContaining({ key: 'home', path: '/homePage' }),
      expect.objectContaining({ key: 'flowCenter', path: '/flowCenter' }),
    ]);
  });

  it('answers 401 { code: 401, msg: unauthenticated } without a token or with an unknown one', async () => {
    gateway = testGateway();
    for (const token of [undefined, 'not-a-token']) {
      const res = await api(gateway, 'GET', '/api/v2/base/menuPermission/login', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, msg: 'unauthenticated' });
    }
    const list = await api(gateway, 'POST', '/api/v2/biz/h5workOrder/list', { body: { listType: 'todo' } });
    expect(list.status).toBe(401);
  });

  it('logs in, then menuPermission/login returns rbac and the user for that token', async () => {
    gateway = testGateway();
    const login = await api(gateway, 'POST', '/api/v2/base/login', { body: { userName: 'lisi' } });
    expect(login.status).toBe(200);
    const { token, user } = login.body.data as { token: string; user: { userId: string } };
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(user.userId).toBe('10002');

    const perm = await api(gateway, 'GET', '/api/v2/base/menuPermission/login', { token });
    expect(perm.status).toBe(200);
    const data = perm.body.data as { rbac: string[]; user: Record<string, unknown> };
    expect(data.rbac).toContain('44');
    expect(data.user).toMatchObject({ userId: '10002', userName: 'lisi', name: '李四', accountId: '110', groupId: 'g-desk-l1', groupName: '一线服务台', roleId: 'r-handler' });
    expect(data.user.leaders).toEqual([expect.objectContaining({ userId: '10004', userName: 'zhaoliu', name: '赵六' })]);
  });

  it('gives each login its own token and keeps both valid', async () => {
    gateway = testGateway();
    const a = await loginAs(gateway, 'zhangsan');
    const b = await loginAs(gateway, 'wangwu');
    expect(a).not.toBe(b);
    const ua = await callHandler<{ user: { userName: string } }>(gateway, 'GET', '/api/v2/base/menuPermission/login', { token: a });
    const ub = await callHandler<{ user: { userName: string } }>(gateway, 'GET', '/api/v2/base/menuPermission/login', { token: b });
    expect([ua.user.userName, ub.user.userName]).toEqual(['zhangsan', 'wangwu']);
  });

  it('accepts a bare token in the Authorization header too', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhangsan');
    const res = await api(gateway, 'GET', '/api/v2/base/menuPermission/login', { headers: { authorization: token } });
    expect(res.status).toBe(200);
  });

  it('guest lacks permission code 44, everyone else has it', async () => {
    gateway = testGateway();
    for (const [userName, has44] of [['guest', false], ['zhangsan', true], ['zhaoliu', true], ['sunqi', true]] as const) {
      const token = await loginAs(gateway, userName);
      const { rbac } = await callHandler<{ rbac: string[] }>(gateway, 'GET', '/api/v2/base/menuPermission/login', { token });
      expect(rbac.includes('44'), userName).toBe(has44);
    }
  });

  it('rejects unknown and disabled users at login', async () => {
    gateway = testGateway();
    const unknown = await api(gateway, 'POST', '/api/v2/base/login', { body: { userName: 'nobody' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('Unknown user: nobody');
    const disabled = await api(gateway, 'POST', '/api/v2/base/login', { body: { userName: 'zhengshi' } });
    expect(disabled.status).toBe(403);
    const missing = await api(gateway, 'POST', '/api/v2/base/login', { body: {} });
    expect(missing.body).toEqual({ code: 400, msg: 'userName is required' });
  });

  it('logout invalidates the token', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhangsan');
    await callHandler(gateway, 'POST', '/api/v2/base/logout', { token });
    await expect(callHandler(gateway, 'GET', '/api/v2/base/menuPermission/login', { token })).rejects.toMatchObject({ code: 401, httpStatus: 401 });
  });

  it('answers an unknown API path at once with a JSON 404 naming method and path', async () => {
    gateway = testGateway({ latencyMs: 0 });
    const get = await api(gateway, 'GET', '/api/v2/base/nothingHere');
    expect(get.status).toBe(404);
    expect(get.body).toEqual({ code: 404, msg: 'Unknown API: GET /gateway/dosm/api/v2/base/nothingHere' });
    const post = await api(gateway, 'POST', '/api/v2/base/webConfig', { body: {} });
    expect(post.body.msg).toBe('Unknown API: POST /gateway/dosm/api/v2/base/webConfig');
    const outside = await gateway.app.inject({ method: 'GET', url: '/elsewhere' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ code: 404, msg: 'Unknown API: GET /elsewhere' });
  });

  it('returns roles with priority and processId, and role types from the judge service', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhaoliu');
    const roles = await callHandler<Array<{ roleId: string; priority: number; processId: string }>>(gateway, 'POST', '/api/v2/base/role/get', { token });
    expect(roles.map((r) => [r.roleId, r.priority, r.processId])).toEqual([
      ['r-approver', 3, 'proc-change'],
      ['r-requester', 5, 'proc-request'],
    ]);
    const judge = await callHandler<{ result: Array<{ type: number }> }>(gateway, 'GET', '/api/v2/base/judge/getRoleInfoByUserId?id=10001', { token });
    expect(judge.result.map((r) => r.type)).toEqual([3]);
  });

  it('returns the tenant detail with its top tenant and sub-tenants', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhangsan');
    const detail = await callHandler<{ accountId: string; name: string; subTenants: Array<{ accountId: string; state: string }> }>(gateway, 'GET', '/api/v2/tenant/getTenantDetail', { token, language: 'en' });
    expect(detail.accountId).toBe('110');
    expect(detail.name).toBe('Example Tech Group');
    expect(detail.subTenants.map((t) => [t.accountId, t.state])).toEqual([
      ['111', 'normal'],
      ['112', 'deactivated'],
    ]);
  });

  it('callHandler rejects with a GatewayError carrying code and HTTP status', async () => {
    gateway = testGateway();
    const error = await callHandler(gateway, 'GET', '/api/v2/nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ code: 404, httpStatus: 404, message: 'Unknown API: GET /gateway/dosm/api/v2/nope' });
  });

  it('turns a malformed JSON body into a 400 envelope, not a crash', async () => {
    gateway = testGateway();
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/dosm/api/v2/base/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'request body is not valid JSON' });
  });

  it('extra routes run before the built-ins and may be added at run time', async () => {
    gateway = testGateway({ routes: [{ method: 'GET', path: '/api/v2/base/webConfig', public: true, handler: () => ({ overridden: true }) }] });
    expect(await callHandler(gateway, 'GET', '/api/v2/base/webConfig')).toEqual({ overridden: true });
    gateway.handlers.push({ method: 'GET', path: '/api/v2/demo/echo/:word', handler: ({ params, user }) => `${params.word}:${user.userName}` });
    const token = await loginAs(gateway, 'sunqi');
    const res = await api(gateway, 'GET', '/api/v2/demo/echo/hello', { token });
    expect(res.body.data).toBe('hello:sunqi');
  });
});
