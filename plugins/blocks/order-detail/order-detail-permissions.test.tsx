// @vitest-environment jsdom
// Issue 11 item 5: a malformed permission answer counts as a failed permission request (spec §6:
// visible, permission off), is logged with console.warn and never replaces the form with an error.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OrderDetail from './order-detail';
import { actAs, gatewayPerFile } from '../../../tests/unit/tickets/support';

vi.mock('@plugins/blocks/flow-chart/viewer', () => ({
  mountFlowViewer: async () => ({ zoomIn: () => undefined, zoomOut: () => undefined, fit: () => undefined, destroy: () => undefined }),
}));

const gateway = gatewayPerFile();

afterEach(() => {
  vi.restoreAllMocks();
});

async function startIncident(): Promise<string> {
  const started = await gateway.call<{ workOrderId: string }>('zhangsan', 'POST', '/api/v2/biz/btn/btnaction/start', {
    processDefKey: 'proc-incident',
    formData: { title: 'Projector in room 301 shows no signal', urgentLevel: '2', description: '<p>No signal on HDMI.</p>' },
  });
  return started.workOrderId;
}

describe('detail page with a malformed permission answer', () => {
  it.each([
    ['a group whose fields is an object', { isPermissionEnable: true, fields: [{ type: 'VIEW', fields: { all: true } }] }, 'fields[0].fields must be a list'],
    ['fields is an object', { isPermissionEnable: true, fields: { VIEW: ['title'] } }, 'fields must be a list'],
    ['data is a string', 'all', 'must be an object'],
  ])('%s: the form shows, editable, with permission off, and the answer is logged', async (_name, data, reason) => {
    const id = await startIncident();
    await gateway.fault({ match: '/mdl/instance/permission/', status: 200, body: { code: 100000, msg: 'success', data }, times: 1 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lisi = await actAs(gateway, 'lisi');
    lisi.open(`/orderDetails?id=${id}`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    await waitFor(() => expect(document.querySelector('[data-field="title"]')).not.toBeNull());
    expect(screen.queryByTestId('schema-error')).toBeNull();
    expect(document.body.textContent).not.toContain('not iterable');
    expect(screen.getByTestId('schema-form').getAttribute('data-mode')).toBe('edit');
    expect(warn.mock.calls.some((call) => String(call[0]).includes('[permissions] malformed permission answer') && String(call[0]).includes(reason))).toBe(true);
  });
});
