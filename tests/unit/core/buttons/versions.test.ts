// Lost updates (issue 11 item 6) in the action flow: every action on an existing ticket carries the
// version its page loaded; a stale version refused by the server (100007) is answered with
// Refresh / Overwrite (Overwrite resends under the current version); a call whose answer was lost
// reloads the ticket, and the action does not run on the old ticket again.
import { describe, expect, it } from 'vitest';
import { builtinActionPlugins } from '@plugins/actions';
import { createActionController, VERSION_CONFLICT_CODE, type ActionTicket } from '@core/buttons';
import { createTestRuntime, ok } from '../fake-server';
import { createScenario, scriptedUi, USERS } from './support';

const ACTION = '/api/v2/biz/btn/btnaction';
const CHECK = '/api/v2/biz/mdl/instance/checkOrderHasUpdate';

function setup() {
  const t = createTestRuntime({ plugins: { actions: builtinActionPlugins }, storage: { language: 'en' } });
  const refreshed: string[] = [];
  t.runtime.bus.on('order:refresh', ({ workOrderId }) => void refreshed.push(workOrderId ?? ''));
  return { ...t, refreshed, controller: createActionController(t.runtime) };
}

describe('a stale version refused by the server', () => {
  it('UPDATE: both checked before either saved; the second save is refused and offers Refresh / Overwrite', async () => {
    const { controller, server, events } = setup();
    let checks = 0;
    // The first check ran before the other handler saved; the second one (after the refusal) sees the change.
    server.on('POST', CHECK, () => (++checks === 1 ? ok({ hasUpdate: false, version: 4 }) : ok({ hasUpdate: true, version: 5, updatedBy: { userId: '10002', userName: 'Li Si(Li Si)' } })));
    let updates = 0;
    server.on('POST', `${ACTION}/update`, () => (++updates === 1 ? { status: 200, body: { code: VERSION_CONFLICT_CODE, msg: 'The ticket was changed by someone else. Refresh and try again' } } : ok({ version: 6 })));
    const ticket: ActionTicket = { workOrderId: 'w1', dataStatus: 0, version: 4 };
    const formData = { description: 'mine' };

    const refresh = { count: 0 };
    const first = scriptedUi({ conflict: 'refresh' });
    const refused = await controller.run('UPDATE', ticket, { getFormData: () => formData, refresh: () => void refresh.count++ }, first);
    expect(refused.status).toBe('refreshed');
    expect(first.conflicts).toEqual([{ kind: 'changed', updatedBy: 'Li Si', version: 5 }]);
    expect(refresh.count).toBe(1);
    expect(server.callsTo(`${ACTION}/update`).map((c) => c.data)).toEqual([{ workOrderId: 'w1', version: 4, formData }]);
    // The dialog says it; no raw server text on top.
    expect(events['toast:show']).toEqual([]);

    checks = 0;
    updates = 0;
    const second = scriptedUi({ conflict: 'overwrite' });
    const overwritten = await controller.run('UPDATE', ticket, { getFormData: () => formData }, second);
    expect(overwritten.status).toBe('success');
    expect(server.callsTo(`${ACTION}/update`).slice(1).map((c) => c.data)).toEqual([
      { workOrderId: 'w1', version: 4, formData },
      { workOrderId: 'w1', version: 5, formData },
    ]);
    expect(events['toast:show']).toEqual([{ type: 'success', message: 'Modified successfully' }]);
  });

  it('Cancel sends nothing more; other failures still toast the server message', async () => {
    const { controller, server, events } = setup();
    server.on('POST', CHECK, ok({ hasUpdate: false, version: 2 }));
    server.on('POST', `${ACTION}/hangup`, { status: 200, body: { code: VERSION_CONFLICT_CODE, msg: 'changed' } });
    const ui = scriptedUi({ conflict: 'cancel' });
    expect((await controller.run('HANGUP', { workOrderId: 'w1', dataStatus: 0, version: 1 }, {}, ui)).status).toBe('cancelled');
    expect(ui.conflicts).toEqual([{ kind: 'changed', version: 2 }]);
    expect(server.callsTo(`${ACTION}/hangup`)).toHaveLength(1);
    server.on('POST', `${ACTION}/hangup`, { status: 200, body: { code: 100002, msg: 'You have no permission to perform this operation' } });
    expect((await controller.run('HANGUP', { workOrderId: 'w1', dataStatus: 0, version: 2 }, {}, scriptedUi())).status).toBe('failed');
    expect(events['toast:show']).toEqual([{ type: 'error', message: 'You have no permission to perform this operation' }]);
  });

  it('with the gateway: a hang-up on a version another handler changed is refused; Refresh sends nothing, Overwrite hangs it up', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    await s.act('lisi', 'addAssignee', { workOrderId: id, userIds: [USERS.sunqi] });
    const loaded = s.stored(id).version;
    // Li Si saves first; Sun Qi's page still shows the version before.
    await s.act('lisi', 'update', { workOrderId: id, version: loaded, formData: { description: '<p>Li Si was here</p>' } });
    const sunqi = await s.as('sunqi', { language: 'en' });
    const refresh = { count: 0 };
    const refreshed = await sunqi.run('HANGUP', id, { ticket: { version: loaded }, conflict: 'refresh', hooks: { refresh: () => void refresh.count++ } });
    expect(refreshed.status).toBe('refreshed');
    expect(refreshed.ui.conflicts).toEqual([{ kind: 'changed', updatedBy: 'Li Si', version: loaded + 1 }]);
    expect(refresh.count).toBe(1);
    expect(s.stored(id).dataStatus).toBe(0);
    expect(sunqi.toasts('error')).toEqual([]);

    const overwritten = await sunqi.run('HANGUP', id, { ticket: { version: loaded }, conflict: 'overwrite' });
    expect(overwritten.status).toBe('success');
    expect(s.stored(id)).toMatchObject({ dataStatus: 50, version: loaded + 2 });
  });
});

describe('an action whose answer was lost', () => {
  it('reloads the ticket, says so once, and does not run on the old ticket again', async () => {
    const { controller, server, events, refreshed } = setup();
    server.on('POST', `${ACTION}/hangup`, 'network');
    const ticket: ActionTicket = { workOrderId: 'w1', dataStatus: 0, version: 3 };
    const refresh = { count: 0 };
    const hooks = { refresh: () => void refresh.count++ };
    const failures: string[] = [];
    const ui = scriptedUi();
    const lost = await controller.run('HANGUP', ticket, hooks, ui);
    expect(lost.status).toBe('lost');
    expect(refresh.count).toBe(1);
    expect(refreshed).toEqual(['w1']);
    expect(events['toast:show']).toEqual([
      { type: 'error', message: 'No answer came back (network error or timeout), so the action may have been applied. The ticket has been reloaded: check it before trying again' },
    ]);

    // Pressed again before the reloaded ticket arrived: reload again, send nothing.
    failures.push(...events['toast:show'].splice(0).map((toast) => toast.message));
    const again = await controller.run('HANGUP', ticket, hooks, scriptedUi());
    expect(again).toEqual({ status: 'blocked', message: 'Reloading the ticket, please try again in a moment' });
    expect(refresh.count).toBe(2);
    expect(server.callsTo(`${ACTION}/hangup`)).toHaveLength(1);

    // The reloaded ticket (a new object from the page) runs normally.
    server.on('POST', `${ACTION}/hangup`, ok({ dataStatus: 50, version: 5 }));
    expect((await controller.run('HANGUP', { workOrderId: 'w1', dataStatus: 0, version: 4 }, hooks, scriptedUi())).status).toBe('success');
    expect(server.callsTo(`${ACTION}/hangup`)[1]!.data).toEqual({ workOrderId: 'w1', version: 4 });
    expect(failures).toHaveLength(1);
  });

  it('offline: the action waits in the outbox; no reload (it could only fail), no error toast, the ticket is reloaded before the next action', async () => {
    const { controller, server, events, refreshed } = setup();
    server.on('POST', `${ACTION}/hangup`, 'network');
    const onLine = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { configurable: true, value: { onLine: false } });
    try {
      const refresh = { count: 0 };
      const ticket: ActionTicket = { workOrderId: 'w1', dataStatus: 0, version: 3 };
      const queued = await controller.run('HANGUP', ticket, { refresh: () => void refresh.count++ }, scriptedUi());
      expect(queued).toEqual({ status: 'lost', message: 'You are offline: the action waits in the outbox and is sent when you are back online' });
      expect(refresh.count).toBe(0);
      expect(refreshed).toEqual([]);
      expect(events['toast:show'] ?? []).toEqual([]);
      // Pressed again on the same (unreloaded) ticket: nothing is sent twice.
      expect((await controller.run('HANGUP', ticket, { refresh: () => void refresh.count++ }, scriptedUi())).status).toBe('blocked');
      expect(server.callsTo(`${ACTION}/hangup`)).toHaveLength(1);
    } finally {
      if (onLine) Object.defineProperty(globalThis, 'navigator', onLine);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });

  it('a copy (it changes nothing on the ticket) keeps its own failure: one toast, no reload', async () => {
    const { controller, server, events, refreshed } = setup();
    server.on('POST', `${ACTION}/copy`, 'network');
    const run = await controller.run('COPY', { workOrderId: 'w1', dataStatus: 0, version: 3 }, {}, scriptedUi());
    expect(run.status).toBe('failed');
    expect(refreshed).toEqual([]);
    expect(events['toast:show']).toHaveLength(1);
  });

  it('a new ticket (nothing to reload) keeps the plain failure', async () => {
    const { controller, server, events } = setup();
    server.on('POST', `${ACTION}/start`, 'network');
    server.on('POST', '/api/v2/biz/btn/queryAssignInfo', ok({ needAssign: false }));
    const run = await controller.run('COMMIT', { processDefKey: 'proc-incident', dataStatus: -10 }, { getFormData: () => ({ title: 'x' }) }, scriptedUi());
    expect(run.status).toBe('failed');
    expect(events['toast:show'].map((toast) => toast.type)).toEqual(['error']);
    expect(server.callsTo(`${ACTION}/start`)[0]!.data).not.toHaveProperty('version');
  });
});
