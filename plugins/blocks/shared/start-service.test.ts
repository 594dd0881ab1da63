// Starting a ticket from a service: the use counter and the recent services, silent and not waited for.
import { describe, expect, it, vi } from 'vitest';
import type { Runtime } from '@core';
import { startService } from './start-service';

describe('startService', () => {
  it('counts the use and adds to recent, silently and without waiting, and gives the create address', async () => {
    const calls: Array<{ path: string; body: unknown; silent: unknown }> = [];
    let fail!: (error: Error) => void;
    const post = vi.fn((path: string, body: unknown, options: { silent?: unknown }) => {
      calls.push({ path, body, silent: options.silent });
      return new Promise((_, reject) => (fail = reject));
    });
    const runtime = { request: { path: (prefix: string, path: string) => `/api/v2${path}`, post } } as unknown as Pick<Runtime, 'request'>;
    expect(startService(runtime, { id: 'm-vpn', processDefId: 'proc-sr:1:2' })).toBe('/orderCreate?processDefId=proc-sr%3A1%3A2');
    expect(calls).toEqual([
      { path: '/api/v2/catalog/h5/model/use/m-vpn', body: {}, silent: true },
      { path: '/api/v2/catalog/recent/add', body: { modelId: 'm-vpn' }, silent: true },
    ]);
    // A failure is swallowed (no unhandled rejection).
    fail(new Error('down'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
