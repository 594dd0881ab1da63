import { describe, expect, it, vi } from 'vitest';
import { resources } from '@core/i18n';
import { defineAction } from '@core';
import { builtinActionPlugins } from '@plugins/actions';
import { lazyActionPlugins } from '@plugins/actions/lazy';
import { createTestRuntime, ok } from '../fake-server';
import { createActionController } from '@core/buttons';
import { scriptedUi } from './support';

const SPEC_TYPES = [
  'COMMIT', 'HANGUP', 'HANGDOWN', 'URGE', 'TRANSFER', 'UPDATE', 'RETRY', 'ROLLBACK', 'GETBACK', 'CLOSE', 'COPY', 'CLAIM', 'WITHDRAW',
  'APPROVE_PASS', 'APPROVE_REJECT', 'ADD_SIGN_TASK', 'HANDLE_SIGN_TASK', 'ADD_COPY_TASK', 'ADD_ASSIGNEE', 'ADD_APPROVER',
  'ROLLBACKPROCESSEDBY', 'COMMIT_ORIGINAL_HANDLER', 'ADDKNOWLEDGE',
];

function lookup(lang: 'zh' | 'en', key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), resources[lang]);
}

describe('builtinActionPlugins', () => {
  it('serves every action type of spec §4 once, each with its own loading flag', () => {
    expect(builtinActionPlugins.map((p) => p.type).sort()).toEqual([...SPEC_TYPES].sort());
    const flags = builtinActionPlugins.map((p) => p.loadingFlag);
    expect(new Set(flags).size).toBe(flags.length);
  });

  it('uses the modal kinds and required reasons the spec names', () => {
    const byType = Object.fromEntries(builtinActionPlugins.map((p) => [p.type, p]));
    for (const type of ['ROLLBACK', 'ROLLBACKPROCESSEDBY', 'CLOSE', 'ADD_SIGN_TASK', 'ADD_APPROVER', 'APPROVE_REJECT']) expect(byType[type]!.reason).toBe('required');
    expect(byType.COMMIT).toMatchObject({ modal: 'assign', loadingFlag: 'submit', checkUpdate: true, withFormData: true });
    expect(byType.UPDATE).toMatchObject({ modal: 'none', loadingFlag: 'update', checkUpdate: true, withFormData: true });
    expect(byType.TRANSFER!.modal).toBe('transfer');
    expect(byType.ADD_SIGN_TASK).toMatchObject({ modal: 'endorse', loadingFlag: 'endorse' });
    expect(byType.HANDLE_SIGN_TASK!.loadingFlag).toBe('dealEndorse');
    expect(new Set(builtinActionPlugins.map((p) => p.modal))).toEqual(new Set(['assign', 'simple', 'transfer', 'endorse', 'none']));
  });

  it('every text key a plugin names exists in zh and en', () => {
    const keys = builtinActionPlugins.flatMap((p) => [
      `actions.names.${p.type}`,
      ...(typeof p.successToast === 'string' ? [p.successToast] : []),
      ...(p.confirm ? [p.confirm] : []),
      ...(p.failureToast ? [p.failureToast] : []),
      ...(p.choices ?? []).map((c) => c.label),
    ]);
    for (const lang of ['zh', 'en'] as const) for (const key of keys) expect(typeof lookup(lang, key), `${lang} ${key}`).toBe('string');
  });
});

function setup() {
  const t = createTestRuntime({ plugins: { actions: builtinActionPlugins }, storage: { language: 'en' } });
  return { ...t, controller: createActionController(t.runtime) };
}

describe('createActionController', () => {
  it('refuses a type no plugin serves with "Button execution error"', async () => {
    const { controller, events, server } = setup();
    const run = await controller.run('MAGIC', { workOrderId: 'w1', dataStatus: 0 }, {}, scriptedUi());
    expect(run).toEqual({ status: 'blocked', message: 'Button execution error' });
    expect(events['toast:show']).toEqual([{ type: 'error', message: 'Button execution error' }]);
    expect(server.calls).toEqual([]);
  });

  it('a disabled button does nothing', async () => {
    const { controller, server } = setup();
    const [close] = controller.buttons([{ name: 'Close', status: 'stopUsing', extString: 'CLOSE', orderNumber: 1 }], { dataStatus: 0 });
    expect((await controller.run(close!, { workOrderId: 'w1', dataStatus: 0 }, {}, scriptedUi({ input: { reason: 'x' } }))).status).toBe('blocked');
    expect(server.calls).toEqual([]);
  });

  it('buttons() applies the host flag clearCopyBtn and the registered types', () => {
    const t = createTestRuntime({ plugins: { actions: builtinActionPlugins }, config: { clearCopyBtn: true } });
    const controller = createActionController(t.runtime);
    const buttons = controller.buttons(
      [
        { name: 'Copy', status: 'enable', extString: 'COPY', orderNumber: 1 },
        { name: 'X', status: 'enable', extString: 'MAGIC', orderNumber: 2 },
        { name: 'Close', status: 'enable', extString: 'CLOSE', orderNumber: 3 },
      ],
      { dataStatus: 0 },
    );
    expect(buttons.map((b) => [b.type, b.disabled])).toEqual([
      ['MAGIC', true],
      ['CLOSE', false],
    ]);
  });

  it('the candidate query runs under its own flag; its failure ends the flow without a modal', async () => {
    const { controller, server, events } = setup();
    const seen: string[] = [];
    controller.state.subscribe(() => seen.push(Object.keys(controller.state.snapshot()).join(',')));
    server.on('POST', '/api/v2/biz/btn/queryRedeployInfo', { status: 200, body: { code: 100001, msg: 'no candidates today' } });
    const ui = scriptedUi({ input: { userIds: ['2'] } });
    const run = await controller.run('TRANSFER', { workOrderId: 'w1', dataStatus: 0 }, {}, ui);
    expect(run).toEqual({ status: 'failed', message: 'no candidates today' });
    expect(ui.modals).toEqual([]);
    expect(seen).toEqual(['queryRedeploy', '']);
    expect(events['toast:show']).toEqual([{ type: 'error', message: 'no candidates today' }]);
  });

  it('a cancelled modal sends nothing and leaves no flag on', async () => {
    const { controller, server } = setup();
    const run = await controller.run('CLOSE', { workOrderId: 'w1', dataStatus: 0 }, {}, scriptedUi({ input: null }));
    expect(run.status).toBe('cancelled');
    expect(server.calls).toEqual([]);
    expect(controller.state.snapshot()).toEqual({});
  });

  it('an action known lazily (the app registers them so) loads its code when run, with no bar having shown it', async () => {
    const t = createTestRuntime({ plugins: { lazyActions: lazyActionPlugins }, storage: { language: 'en' } });
    const controller = createActionController(t.runtime);
    t.server.on('POST', '/api/v2/biz/btn/btnaction/close', ok({ dataStatus: 40 }));
    expect(t.runtime.registry.actions.get('CLOSE')).toBeUndefined();
    const run = await controller.run('CLOSE', { workOrderId: 'w1', dataStatus: 0 }, {}, scriptedUi({ input: { reason: 'duplicate' } }));
    expect(run.status).toBe('success');
    expect(t.runtime.registry.actions.get('CLOSE')?.endpoint).toBe('close');
  });

  it("a lazy action whose code fails to load says so in the user's words, and runs nothing", async () => {
    const t = createTestRuntime({
      plugins: { lazyActions: [{ type: 'CLOSE', load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) }] },
      storage: { language: 'en' },
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = await createActionController(t.runtime).run('CLOSE', { workOrderId: 'w1', dataStatus: 0 }, {}, scriptedUi({ input: { reason: 'x' } }));
    expect(run).toEqual({ status: 'blocked', message: t.runtime.i18n.t('errors.chunkLoadFailed') });
    expect(t.events['toast:show']).toEqual([{ type: 'error', message: t.runtime.i18n.t('errors.chunkLoadFailed') }]);
    expect(t.server.calls).toEqual([]);
    errors.mockRestore();
  });

  it('posts the action body to btn/btnaction/{endpoint} and emits start / success / refresh', async () => {
    const { controller, server, runtime } = setup();
    server.on('POST', '/api/v2/biz/btn/btnaction/close', ok({ dataStatus: 40 }));
    const seen: string[] = [];
    runtime.bus.on('action:start', (e) => seen.push(`start ${e.type}`));
    runtime.bus.on('action:success', (e) => seen.push(`success ${e.type}`));
    runtime.bus.on('order:refresh', (e) => seen.push(`refresh ${e.workOrderId}`));
    const run = await controller.run('CLOSE', { workOrderId: 'w1', dataStatus: 0 }, {}, scriptedUi({ input: { reason: ' duplicate ' } }));
    expect(run).toEqual({ status: 'success', result: { dataStatus: 40 } });
    expect(server.callsTo('/api/v2/biz/btn/btnaction/close')[0]!.data).toEqual({ workOrderId: 'w1', reason: ' duplicate ' });
    expect(seen).toEqual(['start CLOSE', 'success CLOSE', 'refresh w1']);
  });

  it('a plugin may replace a built-in (override) and is then the one that runs', async () => {
    const custom = defineAction({ type: 'CLAIM', modal: 'none', loadingFlag: 'claim', successToast: false, override: true, execute: async () => 'mine' });
    const t = createTestRuntime({ plugins: { actions: [...builtinActionPlugins, custom] } });
    const controller = createActionController(t.runtime);
    expect(await controller.run('CLAIM', { workOrderId: 'w', dataStatus: 10 }, {}, scriptedUi())).toEqual({ status: 'success', result: 'mine' });
    expect(t.events['toast:show']).toEqual([]);
  });
});
