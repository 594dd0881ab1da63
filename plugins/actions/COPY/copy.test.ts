import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@core/storage';
import { createScenario, scriptedUi } from '../../../tests/unit/core/buttons/support';
import { clearTicketCopy, copyTarget, readTicketCopy, storeTicketCopy, TICKET_COPY_KEY } from '.';

describe('COPY', () => {
  it('copies and opens the create page with the source ticket', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const zhangsan = await s.as('zhangsan', { language: 'en' });
    const run = await zhangsan.run('COPY', id);
    expect(run.status).toBe('success');
    expect(run.result).toMatchObject({ processDefKey: 'proc-incident', sourceWorkOrderId: id, formData: { title: 'Printer on floor 3 is jammed' } });
    expect(zhangsan.toasts('success')).toEqual(['Copied successfully']);
    expect(zhangsan.events['router:navigate']).toEqual([{ to: `/orderCreate?processDefKey=proc-incident&copyFrom=${id}` }]);
  });

  it("keeps the copy in storage, not in the address: the requester's side only, without the number or the handlers' fields", async () => {
    const s = createScenario();
    const id = await s.startIncident({ title: 'Printer on floor 3 is jammed', urgentLevel: '1', contactPhone: '13800000001' });
    await s.act('lisi', 'update', { workOrderId: id, formData: { solution: 'Reinstalled the driver', rootCause: 'Driver', closeCode: 'solved' } });
    expect(s.stored(id).formData).toMatchObject({ incidentNo: expect.stringMatching(/^INC/), solution: 'Reinstalled the driver' });
    const zhangsan = await s.as('zhangsan');
    await zhangsan.run('COPY', id);
    const [{ to }] = zhangsan.events['router:navigate'] as [{ to: string }];
    expect([...new URL(to, 'http://x').searchParams.keys()]).toEqual(['processDefKey', 'copyFrom']);
    const stored = readTicketCopy(zhangsan.storage, id, zhangsan.userId);
    expect(stored).toMatchObject({ sourceWorkOrderId: id, processDefKey: 'proc-incident', userId: zhangsan.userId, values: { title: 'Printer on floor 3 is jammed', urgentLevel: '1', contactPhone: '13800000001' } });
    for (const code of ['incidentNo', 'solution', 'rootCause', 'closeCode']) expect(stored!.values).not.toHaveProperty(code);
  });

  it('storeTicketCopy / readTicketCopy / clearTicketCopy: one copy per user, read by its source id', () => {
    const storage = createMemoryStorage();
    expect(storeTicketCopy(storage, { processDefId: 'p:1' })).toBeUndefined();
    storeTicketCopy(storage, { sourceWorkOrderId: 'w1', processDefId: 'p:1', formData: { title: 'a' } }, { userId: 'u1', now: 5 });
    expect(readTicketCopy(storage, 'w1', 'u1')).toEqual({ sourceWorkOrderId: 'w1', processDefId: 'p:1', processDefKey: undefined, values: { title: 'a' }, time: 5, userId: 'u1' });
    expect(readTicketCopy(storage, 'w1', 'u2')).toBeUndefined();
    expect(readTicketCopy(storage, 'w2', 'u1')).toBeUndefined();
    clearTicketCopy(storage, 'w2');
    expect(storage.getItem(TICKET_COPY_KEY)).not.toBeNull();
    clearTicketCopy(storage, 'w1');
    expect(storage.getItem(TICKET_COPY_KEY)).toBeNull();
    storage.setItem(TICKET_COPY_KEY, '{broken');
    expect(readTicketCopy(storage, 'w1')).toBeUndefined();
  });

  it('copies a frozen (hung-up) ticket: the button is enabled, the gateway answers, the frozen ticket is left alone', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    await s.act('lisi', 'hangup', { workOrderId: id });
    const before = s.stored(id);
    const zhangsan = await s.as('zhangsan', { language: 'en' });
    const ticket = await zhangsan.ticket(id);
    expect(ticket.dataStatus).toBe(50);
    const copy = zhangsan.controller.buttons(await zhangsan.buttons(id), ticket).find((b) => b.type === 'COPY');
    expect(copy).toMatchObject({ disabled: false });
    const run = await zhangsan.run('COPY', id);
    expect(run.status).toBe('success');
    expect(run.result).toMatchObject({ sourceWorkOrderId: id, formData: { title: 'Printer on floor 3 is jammed' } });
    expect(zhangsan.toasts('error')).toEqual([]);
    expect(s.stored(id)).toMatchObject({ dataStatus: 50, version: before.version, history: before.history });
  });

  it('hands the copy to the page hook when there is one', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const zhangsan = await s.as('zhangsan');
    const onCopied = vi.fn();
    await zhangsan.run('COPY', id, { hooks: { onCopied } });
    expect(onCopied).toHaveBeenCalledWith(expect.objectContaining({ sourceWorkOrderId: id }));
    expect(zhangsan.events['router:navigate']).toEqual([]);
  });

  it('a failed copy is silent on the server message and shows its own', async () => {
    const s = createScenario();
    const zhangsan = await s.as('zhangsan', { language: 'en' });
    const result = await zhangsan.controller.run('COPY', { workOrderId: 'no-such-ticket', dataStatus: 0 }, {}, scriptedUi());
    expect(result.status).toBe('failed');
    expect(zhangsan.toasts('error')).toEqual(['Copy failed']);
  });

  it('copyTarget builds the create address', () => {
    expect(copyTarget({ processDefId: 'p:1', sourceWorkOrderId: 'w 1' })).toBe('/orderCreate?processDefKey=p%3A1&copyFrom=w+1');
    expect(copyTarget(null)).toBe('/orderCreate?');
  });
});
