import { afterEach, describe, expect, it, vi } from 'vitest';
import { URGE_COOLDOWN_MS, URGE_STORAGE_KEY } from '@core/buttons';
import { createScenario } from '../../../tests/unit/core/buttons/support';

afterEach(() => vi.restoreAllMocks());

describe('URGE', () => {
  it('urges once, then refuses for 10 minutes on the client (remembered in storage), then allows again', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    let now = Date.UTC(2026, 0, 5, 9, 0, 0);
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const zhangsan = await s.as('zhangsan', { language: 'en' });
    expect((await zhangsan.run('URGE', id)).status).toBe('success');
    expect(zhangsan.toasts('success')).toEqual(['Urge succeeded']);
    expect(JSON.parse(zhangsan.storage.getItem(URGE_STORAGE_KEY)!)).toEqual({ [`10001:${id}`]: now });

    now += URGE_COOLDOWN_MS - 1000;
    const early = await zhangsan.run('URGE', id);
    expect(early).toMatchObject({ status: 'blocked', message: 'Buzz too recent. Please wait 10 minutes before urging again' });
    // Refused before any call.
    expect(zhangsan.events['action:start']).toHaveLength(1);

    now += 1000;
    expect((await zhangsan.run('URGE', id)).status).toBe('success');
    expect(zhangsan.events['action:start']).toHaveLength(2);
  });

  it('without the local record (another device) the gateway refuses and its message is shown', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const first = await s.as('zhangsan');
    expect((await first.run('URGE', id)).status).toBe('success');
    const other = await s.as('zhangsan');
    const run = await other.run('URGE', id);
    expect(run).toMatchObject({ status: 'failed', message: '催办过于频繁，请10分钟后再试' });
    expect(other.toasts('error')).toEqual(['催办过于频繁，请10分钟后再试']);
    expect(other.events['action:fail']).toEqual([{ type: 'URGE', workOrderId: id, message: '催办过于频繁，请10分钟后再试' }]);
  });

  it('the cooldown is per ticket', async () => {
    const s = createScenario();
    const a = await s.startIncident();
    const b = await s.startIncident({ title: 'VPN drops', urgentLevel: 1 });
    const zhangsan = await s.as('zhangsan');
    expect((await zhangsan.run('URGE', a)).status).toBe('success');
    expect((await zhangsan.run('URGE', b)).status).toBe('success');
  });
});
