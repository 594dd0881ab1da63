// The form session (src/core/form/session): the form runtime's modules wired around the incident
// form — defaults, prefill, compiled rules, linkage patches on change, disposal.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@core/i18n';
import { createMemoryStorage } from '@core/storage';
import type { LinkageRequest } from '@core/form/linkage/engine';
import { createFormSession, tryCreateFormSession } from '@core/form/session';
import { builtinFieldTypes } from '../../support/field-types';

const form = JSON.parse(readFileSync(new URL('../../../fixtures/workflows/incident.form.json', import.meta.url), 'utf8')) as unknown;
const triggers = JSON.parse(readFileSync(new URL('../../../fixtures/workflows/incident.trigger-map.json', import.meta.url), 'utf8')) as {
  triggerFieldList: string[];
  scenarios: Record<string, { triggerMap: Record<string, unknown> }>;
};
const i18n = createI18n({ storage: createMemoryStorage({ language: 'en' }) });
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const registry = builtinFieldTypes();
const zhangsan = { accountId: 'acc-1', userId: '10001', userName: '张三', userAlias: 'Zhang San' };
const now = () => Date.parse('2025-06-03T10:30:00+08:00');

/** A transport answering like the server would with the incident's trigger-map fixture. */
function scripted(): { request: LinkageRequest; calls: Array<{ kind: string; payload: unknown }> } {
  const calls: Array<{ kind: string; payload: unknown }> = [];
  const request = (async (kind: string, payload: Record<string, unknown>) => {
    calls.push({ kind, payload });
    if (kind === 'triggerFieldList') return triggers.triggerFieldList;
    if (kind !== 'linkFieldContent') return null;
    if (payload.eventType === 'LOADING') return triggers.scenarios['load-new']!.triggerMap;
    const values = payload.formData as Record<string, unknown>;
    if (payload.showField === 'urgentLevel' && values.urgentLevel === '3') return triggers.scenarios['urgent-selected']!.triggerMap;
    return null;
  }) as LinkageRequest;
  return { request, calls };
}

describe('createFormSession', () => {
  it('fills defaults for a new ticket, lets the prefill win, and keeps the stored values untouched', () => {
    const stored = { title: 'Stored title' };
    const session = createFormSession({ schema: form, registry, t, values: stored, defaults: { user: zhangsan }, prefill: { title: 'From modelAnalysis', unknownCode: 'x' }, now });
    const values = session.controller.getValues();
    expect(values.title).toBe('From modelAnalysis');
    expect(values.reporter).toEqual([{ groupId: '', groupName: '', userId: '10001', userName: '张三(Zhang San)' }]);
    expect(values).not.toHaveProperty('unknownCode');
    expect(stored).toEqual({ title: 'Stored title' });
    expect(session.initialValues).toEqual(values);
    session.dispose();
  });

  it('is being filled in without a ticket status or as a draft, not once the ticket is submitted', () => {
    const filling = (dataStatus?: number) => {
      const session = createFormSession({ schema: form, registry, t, ...(dataStatus === undefined ? {} : { dataStatus }) });
      const result = session.filling;
      session.dispose();
      return result;
    };
    expect([filling(), filling(-10), filling(0), filling(20), filling(40)]).toEqual([true, true, false, false, false]);
  });

  it('validates with the compiled rules: required fields and the title length of the schema', async () => {
    const session = createFormSession({ schema: form, registry, t, defaults: { user: zhangsan }, now });
    let result = await session.validate();
    expect(result.valid).toBe(false);
    expect(result.errors.title).toEqual(['Please enter required fields!']);
    session.controller.setValue('title', 'abc');
    result = await session.validate();
    expect(result.errors.title?.[0]).toMatch(/5/);
    expect(result.errors.title?.[0]).not.toBe('Please enter required fields!');
    session.dispose();
  });

  it('runs the LOADING rules and the change rules of trigger fields through the transport, one batch each', async () => {
    const { request, calls } = scripted();
    const session = createFormSession({ schema: form, registry, t, now, linkage: { request, processDefKey: 'proc-incident', context: { workOrderId: 'w1' } } });
    const stop = session.watch();
    expect(session.controller.getState('solution')?.visible).toBe(true);
    const loaded = await session.load();
    expect(loaded).toEqual({ skipped: null, error: null });
    expect(session.controller.getState('solution')?.visible).toBe(false);
    expect(session.controller.getState('incidentNo')?.readOnly).toBe(true);

    expect(session.controller.getState('contactPhone')?.required).toBe(false);
    session.controller.setValue('urgentLevel', '3');
    await vi.waitFor(() => expect(session.controller.getState('contactPhone')?.required).toBe(true));
    expect(session.controller.getValues().notifyChannels).toEqual(['sms', 'phone']);
    const change = calls.find((c) => c.kind === 'linkFieldContent' && (c.payload as { eventType: string }).eventType === 'ONCHANGE');
    expect(change?.payload).toMatchObject({ showField: 'urgentLevel', processDefKey: 'proc-incident', workOrderId: 'w1' });

    // A field outside the trigger list calls nothing; the session's own patches never count as user changes.
    const before = calls.length;
    const outcome = await session.change('faultIp');
    expect(outcome.skipped).toBe('notTrigger');
    expect(calls.length).toBe(before);
    stop();
    session.dispose();
  });

  it('reports a failing transport as the outcome error and keeps the form usable', async () => {
    const request = (async () => {
      throw new Error('request failed');
    }) as unknown as LinkageRequest;
    const session = createFormSession({ schema: form, registry, t, now, linkage: { request, processDefKey: 'proc-incident', triggerFieldList: ['urgentLevel'] } });
    const outcome = await session.load();
    expect(outcome.error).toBe('request failed');
    expect(session.controller.setValue('title', 'Still typing')).toBe(true);
    session.dispose();
    expect(await session.change('urgentLevel')).toEqual({ skipped: 'disposed', error: null });
  });

  it('notifies onPatch with every applied patch', () => {
    const onPatch = vi.fn();
    const session = createFormSession({ schema: form, registry, t, now, onPatch });
    session.applyPatch({ title: { visible: false } });
    expect(onPatch).toHaveBeenCalledWith({ title: { visible: false } }, session);
    expect(session.controller.getState('title')?.visible).toBe(false);
    session.dispose();
  });

  it('clears a selection an option patch disallows in the same batch, without a picker, and reports it', () => {
    const onPatch = vi.fn();
    const session = createFormSession({ schema: form, registry, t, now, onPatch, values: { impact: 'impact-person', notifyChannels: ['sms', 'email'] } });
    session.applyPatch({ impact: { options: { mode: 'hide', values: ['impact-person'] } }, notifyChannels: { options: { mode: 'show', values: ['sms'] } } });
    expect(session.controller.getValues()).toMatchObject({ impact: '', notifyChannels: ['sms'] });
    expect(onPatch.mock.calls[0]![0]).toMatchObject({ impact: { value: '' }, notifyChannels: { value: ['sms'] } });
    session.applyPatch({ notifyChannels: { options: { mode: 'showAll' } } });
    expect(session.controller.getValues().notifyChannels).toEqual(['sms']);
    session.dispose();
  });

  it('runs the dynamic-form rules of linkage.localRules on load and on change, leaving out and reporting malformed ones', async () => {
    const session = createFormSession({
      schema: form,
      registry,
      t,
      now,
      linkage: {
        localRules: [
          { scenario: 'LOADING', operations: { hideFieldList: [{ key: 'faultIp' }] } },
          { scenario: 'ONCHANGE', triggerField: 'urgentLevel', conditions: [{ field: 'urgentLevel', op: 'EQ', value: '3' }], operations: { requiredFieldList: [{ key: 'contactPhone' }] }, otherwise: { notRequiredFieldList: [{ key: 'contactPhone' }] } },
          { scenario: 'ONCHANGE', operations: {} },
          { scenario: 'SOMETIMES', operations: {} } as never,
        ],
      },
    });
    expect(session.ruleErrors).toHaveLength(2);
    expect(session.ruleErrors[0]).toMatch(/#2.*triggerField/);
    expect(session.controller.getState('faultIp')?.visible).toBe(true);
    await session.load();
    expect(session.controller.getState('faultIp')?.visible).toBe(false);
    session.controller.setValue('urgentLevel', '3');
    await session.change('urgentLevel');
    expect(session.controller.getState('contactPhone')?.required).toBe(true);
    session.controller.setValue('urgentLevel', '1');
    await session.change('urgentLevel');
    expect(session.controller.getState('contactPhone')?.required).toBe(false);
    session.dispose();
  });

  it('cascade: tells a dependent its superior value (on load without loading, on change with a load) and its picker through the field data', async () => {
    const schema = {
      type: 'object',
      properties: {
        province: { key: 'province', title: 'Province', 'x-component': 'SELECT', 'x-props': { dataSource: [{ label: 'Zhejiang', value: 'zj' }, { label: 'Jiangsu', value: 'js' }] } },
        city: { key: 'city', title: 'City', firstId: 'province', 'x-component': 'SELECT', 'x-props': { directoryValue: 'dict-city' } },
        note: { key: 'note', title: 'Note', 'x-component': 'INPUT' },
      },
    };
    const session = createFormSession({ schema, registry, t, now, values: { province: 'zj', city: 'hz' } });
    const requests: unknown[] = [];
    session.subscribeOptionLoads((request) => requests.push(request));
    await session.load();
    expect(requests).toEqual([{ path: 'city', superior: 'province', superiorValue: 'zj', load: false }]);
    expect(session.field('city')).toMatchObject({ optionQuery: { superiorValue: 'zj', load: false }, optionQueryVersion: 1 });
    session.controller.setValue('province', 'js');
    await session.change('province');
    expect(requests.at(-1)).toEqual({ path: 'city', superior: 'province', superiorValue: 'js', load: true });
    expect(session.field('city')).toMatchObject({ optionQuery: { superiorValue: 'js', load: true }, optionQueryVersion: 2 });
    expect(session.controller.getState('city')?.disabled).toBe(false);
    session.controller.setValue('province', '');
    await session.change('province');
    expect(requests).toHaveLength(2);
    expect(session.controller.getState('city')).toMatchObject({ disabled: true, value: '' });
    session.controller.setValue('note', 'x');
    await session.change('note');
    expect(requests).toHaveLength(2);
    session.dispose();
  });

  it("runs the changed field's hooks (getAllFieldHook) with the current form data; skips one without dirtCode; reports a failed hook", async () => {
    const calls: Array<{ kind: string; payload: Record<string, unknown> }> = [];
    let hookFails = false;
    const request = (async (kind: string, payload: Record<string, unknown>) => {
      calls.push({ kind, payload });
      if (kind === 'allFieldHooks') return [{ fieldCode: 'reporter', dataCode: 'userContact', dirtCode: 'hook-user-contact', dataLevel: 1, formId: 'f3' }, { fieldCode: 'title', dirtCode: '' }];
      if (kind === 'fieldHook') {
        if (hookFails) throw new Error('hook down');
        return { contactPhone: '13800000002' };
      }
      return kind === 'triggerFieldList' ? [] : null;
    }) as LinkageRequest;
    const session = createFormSession({ schema: form, registry, t, now, linkage: { request, processDefKey: 'proc-incident' } });
    const stop = session.watch();
    const lisi = [{ groupId: '', groupName: '', userId: '10002', userName: '李四(Li Si)' }];
    session.controller.setValue('reporter', lisi);
    await vi.waitFor(() => expect(session.controller.getValues().contactPhone).toBe('13800000002'));
    const hookCalls = calls.filter((c) => c.kind === 'fieldHook');
    expect(hookCalls).toHaveLength(1);
    expect(hookCalls[0]!.payload).toMatchObject({ fieldCode: 'reporter', dataCode: 'userContact', dirtCode: 'hook-user-contact', dataLevel: 1, formId: 'f3' });
    expect((hookCalls[0]!.payload.formDataMap as Record<string, unknown>).reporter).toEqual(lisi);
    expect(calls.filter((c) => c.kind === 'allFieldHooks')).toEqual([{ kind: 'allFieldHooks', payload: { processDefKey: 'proc-incident' } }]);
    stop();

    session.controller.setValue('title', 'Printer on floor 3 offline');
    expect(await session.change('title')).toEqual({ skipped: 'notTrigger', error: null });
    expect(calls.filter((c) => c.kind === 'fieldHook')).toHaveLength(1);
    hookFails = true;
    expect(await session.change('reporter')).toEqual({ skipped: 'notTrigger', error: 'hook down' });
    session.dispose();
  });

  it('turns a malformed schema into an error result', () => {
    const result = tryCreateFormSession({ schema: { type: 'object', properties: { a: { 'x-component': 'INPUT', 'x-props': 'nope' } } }, registry, t });
    expect(result.ok).toBe(false);
  });
});

describe('values to send', () => {
  it("normalise each value with its plugin's commitValue; submit data drops hidden fields, draft data keeps them", () => {
    const base = builtinFieldTypes();
    const trimming = {
      fields: {
        get: (type: string) => {
          const def = base.fields.get(type);
          return def && type === 'INPUT' ? { ...def, commitValue: (value: unknown) => (typeof value === 'string' ? value.trim() : value) } : def;
        },
      },
    };
    const session = createFormSession({ schema: form, registry: trimming, t, now, values: { title: '  Mail is down  ', faultIp: ' 10.0.0.1 ', solution: 'kept' } });
    session.applyPatch({ solution: { visible: false } });
    expect(session.getSubmitValues().title).toBe('Mail is down');
    expect(session.getSubmitValues().faultIp).toBe('10.0.0.1');
    expect(session.getSubmitValues()).not.toHaveProperty('solution');
    expect(session.getDraftValues()).toMatchObject({ title: 'Mail is down', solution: 'kept' });
    // The form itself still holds what was typed.
    expect(session.controller.getValues().title).toBe('  Mail is down  ');
    session.dispose();
  });
});
