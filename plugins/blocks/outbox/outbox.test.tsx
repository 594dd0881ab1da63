// @vitest-environment jsdom
// The outbox against the fixture gateway: a draft save whose answer is lost is queued (the user is
// told), listed on /outbox and in the banner, and sent again with its key when the connection returns:
// one draft on the gateway. A refused entry shows the server's message, Retry sends it again, Discard
// asks first (keyboard operable). Entries are per user; texts in zh and en.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf } from '@core/request/idempotency';
import Outbox from '@plugins/blocks/outbox/outbox';
import { OutboxBanner } from '@plugins/blocks/shared/outbox-banner';
import { outboxOf } from '@plugins/blocks/outbox/runner';
import { actAs, gatewayPerFile } from '../../../tests/unit/tickets/support';

const gateway = gatewayPerFile();
const DRAFT_SAVE = '/api/v2/biz/mdl/instance/draft/save';
const START = '/api/v2/biz/btn/btnaction/start';

async function drafts(title: string) {
  const state = await gateway.state();
  return Object.values(state.workflow?.tickets ?? {}).filter((t) => t.isDraft && t.formData.title === title);
}

describe('outbox', () => {
  it('queues a draft save whose answer was lost, shows it, and sends it once when back online', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const stop = () => zhangsan.runtime.dispose();
    await gateway.fault({ match: 'draft/save', dropAnswer: true, times: 1 });
    const body = { processDefKey: 'proc-incident', formData: { title: 'Lost on the way', urgentLevel: '1' } };
    await expect(zhangsan.runtime.request.post(DRAFT_SAVE, body, { idempotencyKey: idempotencyKeyOf(['POST', DRAFT_SAVE, body]) })).rejects.toMatchObject({ network: true });
    // Online, the server did not answer: it is retried later, not "when back online".
    await waitFor(() => expect(zhangsan.toasts('info')).toContain('未收到服务器的答复，已存入待发送，稍后自动重试'));
    expect(await drafts('Lost on the way')).toHaveLength(1);

    zhangsan.open('/outbox', <><OutboxBanner /><Outbox /></>);
    const entry = await screen.findByTestId('outbox-entry');
    expect(entry.textContent).toContain('草稿 · Lost on the way');
    expect(within(entry).getByTestId('outbox-status').textContent).toBe('等待发送');
    expect(screen.getByTestId('outbox-banner').textContent).toContain('1 项待发送');

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('outbox-entry')).toBeNull());
    expect(screen.getByText('没有待发送的内容')).toBeTruthy();
    expect(screen.queryByTestId('outbox-banner')).toBeNull();
    await waitFor(() => expect(zhangsan.toasts('success')).toContain('已从待发送中发出：草稿 · Lost on the way'));
    expect(await drafts('Lost on the way')).toHaveLength(1);
    stop();
  });

  it('a refused entry shows the server’s message; Retry sends it again, Discard asks first (in English)', async () => {
    const wangwu = await actAs(gateway, 'wangwu', { language: 'en' });
    const outbox = outboxOf(wangwu.runtime)!;
    const bad = { processDefKey: 'no-such-process', formData: { title: 'Refused' } };
    await outbox.add({ key: 'refused-1', kind: 'create', label: 'Refused', request: { method: 'POST', path: START, body: bad } });
    expect((await outbox.replay()).failed).toBe(1);

    wangwu.open('/outbox', <Outbox />);
    const entry = await screen.findByTestId('outbox-entry');
    expect(entry.getAttribute('data-status')).toBe('failed');
    expect(entry.textContent).toContain('New ticket · Refused');
    expect(within(entry).getByTestId('outbox-status').textContent).toBe('Not sent');
    const message = within(entry).getByTestId('outbox-error').textContent ?? '';
    expect(message).toMatch(/\S/);
    expect(message).not.toMatch(/[\u4e00-\u9fff]/);

    const refusals = () => wangwu.toasts('error').filter((toast) => toast.startsWith('Not sent: ')).length;
    const before = refusals();
    fireEvent.click(within(entry).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(refusals()).toBe(before + 1));
    await waitFor(() => expect(screen.getByTestId('outbox-entry').getAttribute('data-status')).toBe('failed'));

    // Discard: a real button (Tab reaches it), then a confirmation; Cancel keeps the entry.
    const discard = within(screen.getByTestId('outbox-entry')).getByRole('button', { name: 'Discard' });
    expect(discard.tagName).toBe('BUTTON');
    fireEvent.click(discard);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('outbox-entry')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('outbox-entry')).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Once discarded this will never be sent.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await screen.findByText('Nothing is waiting to be sent');
    expect(await outbox.list()).toEqual([]);
  });

  it('is per user: another user of the same browser neither sees nor sends it', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    await outboxOf(zhangsan.runtime)!.add({ key: 'mine-1', kind: 'create', label: 'Only mine', request: { method: 'POST', path: START, body: { processDefKey: 'proc-incident', formData: { title: 'Only mine', urgentLevel: '1' } } } });
    const lisi = await actAs(gateway, 'lisi');
    lisi.open('/outbox', <><OutboxBanner /><Outbox /></>);
    await screen.findByText('没有待发送的内容');
    expect(screen.queryByTestId('outbox-banner')).toBeNull();
    expect((await outboxOf(lisi.runtime)!.replay()).sent).toBe(0);
    const entries = await outboxOf(zhangsan.runtime)!.list();
    expect(entries.map((e) => e.label)).toEqual(['Only mine']);
    await outboxOf(zhangsan.runtime)!.discard(entries[0]!.id);
  });
});
