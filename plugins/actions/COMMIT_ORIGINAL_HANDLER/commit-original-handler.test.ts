import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('COMMIT_ORIGINAL_HANDLER', () => {
  it('after a roll back, sends the ticket straight back to the handler who returned it', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    await s.act('lisi', 'rollback', { workOrderId: id, reason: 'Please add the asset code' });
    const zhangsan = await s.as('zhangsan', { language: 'en' });
    const run = await zhangsan.run('COMMIT_ORIGINAL_HANDLER', id, { hooks: { getFormData: () => ({ assetCode: 'PRN-0302' }) } });
    expect(run.status).toBe('success');
    expect(run.ui.confirms).toEqual(['Send the ticket back to the handler who returned it?']);
    expect(zhangsan.toasts('success')).toEqual(['Submitted successfully']);
    expect(s.stored(id).currentNodeId).toBe('Task_accept');
    expect(s.stored(id).tasks.filter((t) => t.status === 'active').map((t) => t.assignee)).toEqual(['10002']);
    expect(s.stored(id).formData.assetCode).toBe('PRN-0302');
  });
});
