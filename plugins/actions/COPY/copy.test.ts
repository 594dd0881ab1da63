import { describe, expect, it, vi } from 'vitest';
import { createScenario, scriptedUi } from '../../../tests/unit/core/buttons/support';
import { copyTarget } from '.';

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
