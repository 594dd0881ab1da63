import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHandler, createGateway, isGatewayError, loginAs, type Gateway } from '../../../../fixtures/gateway';
import { NOT_ALLOWED_TO_CREATE, loadFormSchema } from '../../../../fixtures/gateway/routes/forms';
import incident from '../../../../fixtures/workflows/incident.form.json';
import malformed from '../../../../fixtures/forms/malformed.form.json';

// The gateway route the form preview loads from: GET /api/v2/biz/mdl/instance/body/create/{processDefId}.
let gateway: Gateway;
let token: string;

beforeAll(async () => {
  gateway = createGateway({ latencyMs: 0 });
  token = await loginAs(gateway, 'zhangsan');
});
afterAll(() => gateway.close());

const path = (id: string) => `/api/v2/biz/mdl/instance/body/create/${id}`;

describe('forms route', () => {
  it('serves workflow and fixture forms as { formDataInfo, formData }', async () => {
    // Workflow templates answer with the full create detail (the tickets routes); its form is the workflow's.
    await expect(callHandler(gateway, 'GET', path('incident'), { token })).resolves.toMatchObject({ formDataInfo: incident, formData: {} });
    await expect(callHandler(gateway, 'GET', `${path('malformed')}/v2`, { token })).resolves.toEqual({ formDataInfo: malformed, formData: {} });
  });

  it('generates large-<n> forms from the factory', async () => {
    const data = await callHandler<{ formDataInfo: { properties: Record<string, unknown> } }>(gateway, 'GET', path('large-200'), { token });
    expect(Object.keys(data.formDataInfo.properties)).toHaveLength(200);
  });

  it('answers 100006 for an unknown workflow, and never reads outside the fixture folders', async () => {
    for (const id of ['no-such-flow', '..%2F..%2Fpackage', 'large-0', 'large-999999']) {
      const error = await callHandler(gateway, 'GET', path(id), { token, language: 'en' }).catch((e: unknown) => e);
      expect(isGatewayError(error) && error.code).toBe(NOT_ALLOWED_TO_CREATE);
    }
    expect(loadFormSchema('../seed/users')).toBeUndefined();
  });

  it('needs a login', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: `/gateway/dosm${path('incident')}` });
    expect(response.statusCode).toBe(401);
  });
});
