// Field hooks end to end without a DOM: the form session on the real linkage transport
// (createLinkageRequest over the runtime's request client) against the fixture gateway in process.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callHandler, createGateway, loginAs, type Gateway } from '../../../fixtures/gateway/index';
import { createMemoryStorage, createRuntime, type LoginInfo } from '@core';
import { createLinkageRequest } from '@core/form/linkage/request';
import { createFormSession } from '@core/form/session';
import { gatewayAdapter } from '../core/buttons/support';
import { builtinFieldTypes } from '../../support/field-types';

const form = JSON.parse(readFileSync(new URL('../../../fixtures/workflows/incident.form.json', import.meta.url), 'utf8')) as unknown;

let gateway: Gateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

describe('field hooks against the fixture gateway', () => {
  it('choosing the reporter calls its hook (listed by getAllFieldHook) and fills the contact fields', async () => {
    gateway = createGateway({ latencyMs: 0 });
    const token = await loginAs(gateway, 'zhangsan');
    const login = await callHandler<LoginInfo>(gateway, 'GET', '/api/v2/base/menuPermission/login', { token });
    const runtime = createRuntime({ storage: createMemoryStorage({ token, loginInfo: JSON.stringify(login) }), requestAdapter: gatewayAdapter(gateway) });
    const session = createFormSession({
      schema: form,
      registry: builtinFieldTypes(),
      t: (k, o) => runtime.i18n.t(k, o),
      linkage: { request: createLinkageRequest(runtime.request), processDefKey: 'proc-incident' },
    });
    const stop = session.watch();
    session.controller.setValue('reporter', [{ groupId: '', groupName: '', userId: '10002', userName: '李四(Li Si)' }]);
    await vi.waitFor(() => expect(session.controller.getValues()).toMatchObject({ contactPhone: '13800000002', contactEmail: 'lisi@example.com' }));
    stop();
    session.dispose();
  });
});
