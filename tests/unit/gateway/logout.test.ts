// Issue 11 item 2 at the gateway: after POST /api/v2/base/logout the token is refused everywhere
// (as Bearer and bare), a replayed logout too, while the user's other logins stay valid.
import { afterEach, describe, expect, it } from 'vitest';
import type { Gateway } from '../../../fixtures/gateway/index';
import { api, testGateway } from './helpers';

let gateway: Gateway;
afterEach(async () => {
  await gateway?.close();
});

const loginOver = async (userName: string) => {
  const res = await api(gateway, 'POST', '/api/v2/base/login', { body: { userName } });
  return (res.body.data as { token: string }).token;
};

describe('gateway logout', () => {
  it('revokes only that token: every later call with it answers 401, a replayed logout too', async () => {
    gateway = testGateway();
    const token = await loginOver('zhangsan');
    const other = await loginOver('zhangsan');
    expect((await api(gateway, 'GET', '/api/v2/base/menuPermission/login', { token })).status).toBe(200);

    const out = await api(gateway, 'POST', '/api/v2/base/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ code: 100000, data: true });

    for (const [method, path, body] of [
      ['GET', '/api/v2/base/menuPermission/login', undefined],
      ['POST', '/api/v2/base/role/get', {}],
      ['POST', '/api/v2/biz/h5workOrder/list', { listType: 'todo' }],
      ['POST', '/api/v2/base/logout', undefined],
    ] as const) {
      const res = await api(gateway, method, path, { token, body });
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ code: 401, msg: 'unauthenticated' });
    }
    expect((await api(gateway, 'GET', '/api/v2/base/menuPermission/login', { headers: { authorization: token } })).status).toBe(401);
    expect(gateway.store.data.sessions[token]).toBeUndefined();
    // Another login of the same user (another device) is not logged out.
    expect((await api(gateway, 'GET', '/api/v2/base/menuPermission/login', { token: other })).status).toBe(200);
  });
});
