// Lost updates (issue 11 item 6): an action that carries the version its page loaded runs only on
// that version. Two handlers updating with the same version: the first wins, the second is refused
// with 100007 and the current version, instead of silently overwriting the first one's data.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WORKFLOW_CODES } from '../../../../fixtures/gateway/workflow/messages';
import { bench, failure, incidentForm, INCIDENT, USERS, type Bench } from './helpers';

let b: Bench;
beforeEach(async () => {
  b = await bench();
});
afterEach(async () => {
  await b.close();
});

/** An incident at the service desk handled by Li Si and Sun Qi; its version. */
async function sharedIncident(): Promise<{ id: string; version: number }> {
  const { workOrderId: id } = await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm(), assignees: [USERS.lisi] });
  const { version } = await b.act('lisi', 'addAssignee', { workOrderId: id, userIds: [USERS.sunqi] });
  return { id, version };
}

/** The body the HTTP layer answers an action with. */
async function httpAnswer(user: 'lisi' | 'sunqi', action: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await b.gateway.app.inject({
    method: 'POST',
    url: `${b.gateway.apiBase}/api/v2/biz/btn/btnaction/${action}`,
    headers: { authorization: `Bearer ${await b.token(user)}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('version check of the ticket actions', () => {
  it('refuses an update on a stale version: the second of two handlers does not overwrite the first', async () => {
    const { id, version } = await sharedIncident();
    const first = await b.act('lisi', 'update', { workOrderId: id, version, formData: { description: '<p>Li Si: cable replaced</p>' } });
    expect(first.version).toBe(version + 1);

    const body = await httpAnswer('sunqi', 'update', { workOrderId: id, version, formData: { description: '<p>Sun Qi: rebooted</p>' } });
    expect(body).toMatchObject({
      code: WORKFLOW_CODES.versionConflict,
      msg: '工单已被他人修改，请刷新后重试',
      data: { version: version + 1, updatedBy: { userId: USERS.lisi, name: '李四' } },
    });
    expect(WORKFLOW_CODES.versionConflict).toBe(100007);
    expect((await b.detail('sunqi', id)).formData.description).toBe('<p>Li Si: cable replaced</p>');

    // With the current version (Overwrite after seeing the conflict) the update goes through.
    const second = await b.act('sunqi', 'update', { workOrderId: id, version: version + 1, formData: { description: '<p>Sun Qi: rebooted</p>' } });
    expect(second.version).toBe(version + 2);
    expect((await b.detail('lisi', id)).formData.description).toBe('<p>Sun Qi: rebooted</p>');
  });

  it('refuses other actions on a stale version too (hang-up, commit, transfer), in the request language', async () => {
    const { id, version } = await sharedIncident();
    await b.act('lisi', 'update', { workOrderId: id, version, formData: { description: '<p>changed</p>' } });
    for (const [action, body] of [
      ['hangup', {}],
      ['commit', {}],
      ['transfer', { userIds: [USERS.wangwu] }],
      ['close', { reason: 'duplicate' }],
    ] as const) {
      expect(await failure(b.act('sunqi', action, { workOrderId: id, version, ...body }, 'en'))).toEqual({
        code: 100007,
        message: 'The ticket was changed by someone else. Refresh and try again',
      });
    }
    // Nothing happened: still processing at the same version.
    const detail = await b.detail('sunqi', id);
    expect(detail).toMatchObject({ dataStatus: 0, version: version + 1 });
    // The stale version is refused before the frozen guard: a stale page learns it is stale, not "frozen".
    await b.act('lisi', 'hangup', { workOrderId: id, version: version + 1 });
    expect((await failure(b.act('sunqi', 'hangup', { workOrderId: id, version: version + 1 }))).code).toBe(100007);
    expect((await failure(b.act('sunqi', 'hangup', { workOrderId: id, version: version + 2 }))).code).toBe(100003);
    expect(await b.act('sunqi', 'hangdown', { workOrderId: id, version: '' + (version + 2) })).toMatchObject({ dataStatus: 0, version: version + 3 });
  });

  it('passes the current version, and actions without a version (older clients) are not checked', async () => {
    const { id, version } = await sharedIncident();
    expect(await b.act('lisi', 'hangup', { workOrderId: id, version })).toMatchObject({ dataStatus: 50, version: version + 1 });
    expect(await b.act('lisi', 'hangdown', { workOrderId: id })).toMatchObject({ dataStatus: 0, version: version + 2 });
    expect(await b.act('sunqi', 'transfer', { workOrderId: id, version: version + 2, userIds: [USERS.wangwu] })).toMatchObject({ version: version + 3 });
  });

  it('urge and copy change nothing another editor would overwrite: they ignore a stale version', async () => {
    const { id, version } = await sharedIncident();
    await b.act('lisi', 'update', { workOrderId: id, version, formData: { description: '<p>changed</p>' } });
    await expect(b.act('zhangsan', 'urge', { workOrderId: id, version })).resolves.toBe(true);
    await expect(b.act('zhangsan', 'copy', { workOrderId: id, version })).resolves.toMatchObject({ sourceWorkOrderId: id });
  });
});
